import type { StaffConfigItem } from '@vongbi/functions/contract';
import { CONFIG_KEYS, configKeyInfo, isRichConfigKey } from '@vongbi/functions/contract/configuration-registry';

// The configuration screen's rows: the keys the registry names, in its order, then the stored keys it does not
// name, and what a save sends back.

/** A key as the screen holds it: stored (with its version), or known to the site but not yet in the store. */
export interface ConfigRow {
  configKey: string;
  label: string;
  value: string;
  updatedAt?: string;
  /** Known to the site but absent from the store: saved only once staff fill it. */
  missing: boolean;
}

/** Where the stored keys the registry does not name are listed. */
export const OTHER_GROUP = { id: 'other', title: 'Khác' } as const;

export const groupOf = (key: string): string => configKeyInfo(key)?.group ?? OTHER_GROUP.id;

/**
 * Stored keys in the registry's order, then the known keys the store lacks, then keys the site no longer names.
 * Only owners see every key; an editor sees the rich texts, of which this screen holds the contact text.
 */
export const rowsOf = (loaded: readonly StaffConfigItem[], ownerView: boolean): ConfigRow[] => {
  const stored = new Map(loaded.map((item) => [item.configKey, item]));
  const visible = (key: string) => ownerView || isRichConfigKey(key);
  const known = CONFIG_KEYS.filter((info) => !info.ownScreen && visible(info.key)).map((info): ConfigRow => {
    const item = stored.get(info.key);
    return item
      ? { configKey: item.configKey, label: item.label, value: item.value, updatedAt: item.updatedAt, missing: false }
      : { configKey: info.key, label: info.label, value: '', missing: true };
  });
  const unknown = loaded
    .filter((item) => !configKeyInfo(item.configKey) && visible(item.configKey))
    .map(({ configKey, label, value, updatedAt }): ConfigRow => ({
      configKey,
      label,
      value,
      updatedAt,
      missing: false,
    }));
  return [...known, ...unknown];
};

/** What a save sends: every stored key with the version it was loaded with, and the missing keys staff filled. */
export const toSave = (rows: readonly ConfigRow[]) =>
  rows
    .filter((row) => !row.missing || row.value.trim() !== '')
    .map(({ configKey, label, value, updatedAt }) => ({
      configKey,
      label,
      value,
      ...(updatedAt ? { updatedAt } : {}),
    }));

/** The server names a failed item by its position (`3.value`); the screen shows it next to that key. */
export const fieldsByKey = (sent: { configKey: string }[], fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([field, message]) => {
      const item = sent[Number(field.split('.')[0])];
      return item ? [[item.configKey, message]] : [];
    }),
  );
