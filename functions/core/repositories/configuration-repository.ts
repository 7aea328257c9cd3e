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
import { stale } from '../errors';
import { configurationSummary } from '../rules/audit-summary';
import { assertCurrentVersion, nextUpdatedAt } from '../rules/optimistic-concurrency';
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

const getExisting = async (keys: string[]): Promise<Map<string, StaffConfigItem>> => {
  const items = await batchGet(keys.map(configKey), { consistent: true });
  return new Map(items.map(toStaffConfigItem).map((config) => [config.configKey, config]));
};

/**
 * Upserts by configKey in one transaction: every item is saved or none is. A new key gets an id and, when
 * no label is sent, its key as label; keys not sent stay as they are. An item sent with the `updatedAt` it
 * was loaded with is written only if it is still that version (checked before, and as the write's condition
 * in the same transaction): otherwise the whole save is 409 STALE, so a save never undoes a newer change.
 * The same transaction bumps the CONFIG list version, so kept public answers follow the save, and holds the
 * audit log's entry, which names the keys saved (and the key itself when it is the only one).
 */
export const saveConfigItems = async (inputs: ConfigItemInput[], now: Date): Promise<StaffConfigItem[]> => {
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

  const saved = inputs.map((input): StaffConfigItem => {
    const before = existing.get(input.configKey);
    return {
      id: before?.id ?? freshIds.get(input.configKey)!,
      configKey: input.configKey,
      label: input.label ?? before?.label ?? input.configKey,
      value: input.value,
      updatedAt: nextUpdatedAt(before?.updatedAt, now),
    };
  });

  const raced = () => new Error('Configuration save raced with another save');
  const versionBusy = () => new Error('Configuration list version still contended after retries');
  const writes = saved.map((item, index): Write => {
    const pinned = inputs[index]!.updatedAt;
    return [
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
    ];
  });
  // Concurrent saves meet on the version shard: a lost race is tried again, and pinned items' conditions
  // decide on the next attempt as on the first.
  const keys = saved.map((item) => item.configKey);
  const audit = auditWrites(
    {
      action: 'update',
      entity: 'configuration',
      entityId: keys.length === 1 ? keys[0]! : null,
      summary: configurationSummary(keys),
    },
    now,
  );
  await transactWrite([...writes, [bumpListVersion('CONFIG', saved[0]!.id), versionBusy], ...audit], {
    conflictRetries: 2,
  });
  return saved;
};
