import { batchGet, ENTITY_SK, nextIds, pickAttributes, queryAll, tableName, transactWrite, type Write } from '../db';
import type { ConfigItem, ConfigItemInput } from '#contract/configuration';
import { LIST_INDEX } from '../tables';

// Configuration items: pk = CONFIG#<configKey>; listed in key order through gsi1 (gsi1pk = CONFIG).

const CONFIG_INDEX_PK = 'CONFIG';
const configKey = (key: string) => ({ pk: `CONFIG#${key}`, sk: ENTITY_SK });

const CONFIG_ATTRIBUTES = ['id', 'configKey', 'label', 'value'] as const satisfies readonly (keyof ConfigItem)[];
const toConfigItem = (item: Record<string, unknown>): ConfigItem => pickAttributes<ConfigItem>(item, CONFIG_ATTRIBUTES);

export const listConfigItems = async (): Promise<ConfigItem[]> => {
  const items = await queryAll({
    IndexName: LIST_INDEX,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CONFIG_INDEX_PK },
  });
  return items.map(toConfigItem);
};

const getExisting = async (keys: string[]): Promise<Map<string, ConfigItem>> => {
  const items = await batchGet(keys.map(configKey));
  return new Map(items.map(toConfigItem).map((config) => [config.configKey, config]));
};

/**
 * Upserts by configKey in one transaction: every item is saved or none is. A new key gets an id and, when
 * no label is sent, its key as label; keys not sent stay as they are.
 */
export const saveConfigItems = async (inputs: ConfigItemInput[], now: Date): Promise<ConfigItem[]> => {
  if (inputs.length === 0) return [];
  const existing = await getExisting(inputs.map((input) => input.configKey));
  const fresh = inputs.filter((input) => !existing.has(input.configKey));
  const ids = fresh.length > 0 ? await nextIds('CONFIG', fresh.length) : [];
  const freshIds = new Map(fresh.map((input, index) => [input.configKey, ids[index]!]));

  const saved = inputs.map((input): ConfigItem => {
    const before = existing.get(input.configKey);
    return {
      id: before?.id ?? freshIds.get(input.configKey)!,
      configKey: input.configKey,
      label: input.label ?? before?.label ?? input.configKey,
      value: input.value,
    };
  });

  const raced = () => new Error('Configuration save raced with another save');
  await transactWrite(
    saved.map((item): Write => [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...configKey(item.configKey),
            gsi1pk: CONFIG_INDEX_PK,
            gsi1sk: item.configKey,
            ...item,
            updatedAt: now.toISOString(),
          },
        },
      },
      raced,
    ]),
  );
  return saved;
};
