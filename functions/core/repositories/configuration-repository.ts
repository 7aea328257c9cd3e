import {
  batchGet,
  ENTITY_SK,
  getItem,
  nextIds,
  pickAttributes,
  queryAll,
  tableName,
  transactWrite,
  type Write,
} from '../db';
import type { ConfigItem, ConfigItemInput, StaffConfigItem } from '#contract/configuration';
import { stale, validationError } from '../errors';
import { configurationSummary } from '../rules/audit-summary';
import { assertCurrentVersion, LostRace, nextUpdatedAt } from '../rules/optimistic-concurrency';
import { LIST_INDEX } from '../tables';
import { auditWrites } from './audit-log-repository';
import { bumpListVersion } from './list-versions';

// Configuration items: pk = CONFIG#<configKey>; listed in key order through gsi1 (gsi1pk = CONFIG).

const CONFIG_INDEX_PK = 'CONFIG';
const configKey = (key: string) => ({ pk: `CONFIG#${key}`, sk: ENTITY_SK });

const CONFIG_ATTRIBUTES = ['id', 'configKey', 'label', 'value'] as const satisfies readonly (keyof ConfigItem)[];
const STAFF_ATTRIBUTES = [...CONFIG_ATTRIBUTES, 'updatedAt'] as const satisfies readonly (keyof StaffConfigItem)[];
const toStaffConfigItem = (item: Record<string, unknown>): StaffConfigItem =>
  pickAttributes<StaffConfigItem>(item, STAFF_ATTRIBUTES);

const queryConfigItems = () =>
  queryAll({
    IndexName: LIST_INDEX,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CONFIG_INDEX_PK },
  });

/** What visitors' pages read: the values, without versions. */
export const listConfigItems = async (): Promise<ConfigItem[]> =>
  (await queryConfigItems()).map((item) => pickAttributes<ConfigItem>(item, CONFIG_ATTRIBUTES));

/** What the staff screen reads: every item with its version (`updatedAt`), for the next save to pin. */
export const listStaffConfigItems = async (): Promise<StaffConfigItem[]> =>
  (await queryConfigItems()).map(toStaffConfigItem);

/** One item's value (a GetItem on CONFIG#<key>), undefined when the key is not set. */
export const getConfigValue = async (key: string): Promise<string | undefined> => {
  const item = await getItem(configKey(key));
  return item === undefined ? undefined : String(item.value);
};

/** One item with its version, read consistently (a restore pins it); undefined when the key is not set. */
export const getStaffConfigItem = async (key: string): Promise<StaffConfigItem | undefined> => {
  const item = await getItem(configKey(key), { consistent: true });
  return item === undefined ? undefined : toStaffConfigItem(item);
};

const getExisting = async (keys: string[]): Promise<Map<string, StaffConfigItem>> => {
  const items = await batchGet(keys.map(configKey), { consistent: true });
  return new Map(items.map(toStaffConfigItem).map((config) => [config.configKey, config]));
};

/** An item a save changes: as stored before (none for a new key) and as saved. */
export interface ConfigChange {
  before?: StaffConfigItem;
  after: StaffConfigItem;
}

/** Items one DynamoDB transaction may hold. */
const TRANSACTION_MAX_ITEMS = 100;

/**
 * Upserts by configKey in one transaction: every item is saved or none is. A new key gets an id and, when
 * no label is sent, its key as label; keys not sent stay as they are, and so do keys sent with the value and
 * label they hold (nothing to save, so nothing a concurrent save could be undone by). An item sent with the
 * `updatedAt` it was loaded with is written only if it is still that version (checked before, and as the
 * write's condition in the same transaction): otherwise the whole save is 409 STALE, so a save never undoes a
 * newer change. The same transaction bumps the CONFIG list version, so kept public answers follow the save,
 * holds the caller's items for the changes (`alsoWrite`: their revisions) and the audit log's entry, which
 * names the keys changed (and the key itself when it is the only one).
 */
export const saveConfigItems = async (
  inputs: ConfigItemInput[],
  now: Date,
  alsoWrite: (changes: readonly ConfigChange[]) => Promise<Write[]> = async () => [],
): Promise<StaffConfigItem[]> => {
  if (inputs.length === 0) return [];
  const existing = await getExisting(inputs.map((input) => input.configKey));
  for (const input of inputs) {
    if (input.updatedAt === undefined) continue;
    const before = existing.get(input.configKey);
    // A pinned version of an item that does not exist cannot be current either.
    if (!before) throw stale();
    assertCurrentVersion(input.updatedAt, before.updatedAt);
  }
  const fresh = inputs.filter((input) => !existing.has(input.configKey));
  const ids = fresh.length > 0 ? await nextIds('CONFIG', fresh.length) : [];
  const freshIds = new Map(fresh.map((input, index) => [input.configKey, ids[index]!]));

  const changes: (ConfigChange & { pinned: string | undefined })[] = [];
  const saved = inputs.map((input): StaffConfigItem => {
    const before = existing.get(input.configKey);
    const label = input.label ?? before?.label ?? input.configKey;
    if (before && before.value === input.value && before.label === label) return before;
    const after = {
      id: before?.id ?? freshIds.get(input.configKey)!,
      configKey: input.configKey,
      label,
      value: input.value,
      updatedAt: nextUpdatedAt(before?.updatedAt, now),
    };
    changes.push({ before, after, pinned: input.updatedAt });
    return after;
  });
  if (changes.length === 0) return saved;

  const raced = () => new LostRace();
  const versionBusy = () => new Error('Configuration list version still contended after retries');
  const writes = changes.map(({ after: item, pinned }): Write => [
    {
      Put: {
        TableName: tableName(),
        Item: { ...configKey(item.configKey), gsi1pk: CONFIG_INDEX_PK, gsi1sk: item.configKey, ...item },
        ...(pinned === undefined
          ? {}
          : {
              ConditionExpression: 'updatedAt = :pinned',
              ExpressionAttributeValues: { ':pinned': pinned },
            }),
      },
    },
    pinned === undefined ? raced : stale,
  ]);
  const extra = await alsoWrite(changes);
  const keys = changes.map(({ after }) => after.configKey);
  const audit = auditWrites(
    {
      action: 'update',
      entity: 'configuration',
      entityId: keys.length === 1 ? keys[0]! : null,
      summary: configurationSummary(keys),
    },
    now,
  );
  if (writes.length + extra.length + 1 + audit.length > TRANSACTION_MAX_ITEMS) throw tooManyChanges();
  // Concurrent saves meet on the version shard: a lost race is tried again, and pinned items' conditions
  // decide on the next attempt as on the first.
  await transactWrite([...writes, ...extra, [bumpListVersion('CONFIG', changes[0]!.after.id), versionBusy], ...audit], {
    conflictRetries: 2,
  });
  return saved;
};

/** A save that changes more values than one transaction holds with their revisions: saved in several goes. */
const tooManyChanges = () =>
  validationError({ body: 'Quá nhiều giá trị thay đổi trong một lần lưu, hãy lưu thành nhiều lần' });
