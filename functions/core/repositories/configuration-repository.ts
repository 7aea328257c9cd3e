import {
  batchGet,
  ENTITY_SK,
  nextIds,
  queryAll,
  tableName,
  transactWrite,
  withoutKeys,
  type TransactItem,
} from '../db';
import { RICH_CONFIG_KEYS, type ConfigItem, type ConfigItemInput } from '#contract/configuration';
import { cleanRichHtml } from '../services/rich-text';

// Configuration items: pk = CONFIG#<configKey>; listed in key order through gsi1 (gsi1pk = CONFIG).

const CONFIG_INDEX_PK = 'CONFIG';
const configKey = (key: string) => ({ pk: `CONFIG#${key}`, sk: ENTITY_SK });

export const listConfiguration = async (): Promise<ConfigItem[]> => {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CONFIG_INDEX_PK },
  });
  return items.map((item) => withoutKeys<ConfigItem & { updatedAt?: string }>(item)).map(toConfigItem);
};

const toConfigItem = ({ id, configKey: key, label, value }: ConfigItem): ConfigItem => ({
  id,
  configKey: key,
  label,
  value,
});

const getExisting = async (keys: string[]): Promise<Map<string, ConfigItem>> => {
  const items = await batchGet(keys.map(configKey));
  return new Map(items.map((item) => withoutKeys<ConfigItem>(item)).map((config) => [config.configKey, config]));
};

/**
 * Upserts by configKey in one transaction: every item is saved or none is. A new key gets an id and, when
 * no label is sent, its key as label; keys not sent stay as they are.
 */
export const saveConfiguration = async (inputs: ConfigItemInput[], now = new Date()): Promise<ConfigItem[]> => {
  if (inputs.length === 0) return [];
  const existing = await getExisting(inputs.map((input) => input.configKey));
  const fresh = inputs.filter((input) => !existing.has(input.configKey));
  const ids = fresh.length > 0 ? await nextIds('CONFIG', fresh.length) : [];
  const freshIds = new Map(fresh.map((input, index) => [input.configKey, ids[index]!]));

  const saved = inputs.map((input, index): ConfigItem => {
    const before = existing.get(input.configKey);
    return {
      id: before?.id ?? freshIds.get(input.configKey)!,
      configKey: input.configKey,
      label: input.label ?? before?.label ?? input.configKey,
      value: RICH_CONFIG_KEYS.has(input.configKey) ? cleanRichHtml(`${index}.value`, input.value) : input.value,
    };
  });

  const writes: TransactItem[] = saved.map((item) => ({
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
  }));
  await transactWrite(writes, () => new Error('Configuration save raced with another save'));
  return saved;
};
