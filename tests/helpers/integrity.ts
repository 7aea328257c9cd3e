import { expect } from 'vitest';
import { tableItems } from './storage';

// What must hold in the table after any mix of writes, races and faults: every unique-path item points at
// the entity that holds that path and back, and the inner-product name index lists exactly the inner
// products that exist.

const entities = [
  { kind: 'ARTICLE', pathField: 'articlePath' },
  { kind: 'OUTER', pathField: 'namePath' },
  { kind: 'INNER', pathField: 'namePath' },
] as const;

export const expectConsistentTable = async (): Promise<void> => {
  const items = await tableItems();
  for (const { kind, pathField } of entities) {
    const records = items.filter((item) => item.sk === '#' && new RegExp(`^${kind}#\\d+$`).test(item.pk));
    const pathItems = items.filter((item) => item.pk.startsWith(`PATH#${kind}#`));
    const fromEntities = records.map((record) => `${String(record[pathField])} → ${String(record.id)}`).sort();
    const fromPaths = pathItems.map((item) => `${item.pk.slice(`PATH#${kind}#`.length)} → ${String(item.id)}`).sort();
    expect(fromPaths).toEqual(fromEntities);
  }
  const innerIds = items
    .filter((item) => item.sk === '#' && /^INNER#\d+$/.test(item.pk))
    .map((item) => String(item.id))
    .sort();
  const indexedIds = items
    .filter((item) => item.pk === 'SEARCH#INNER' && item.sk.startsWith('S#'))
    .flatMap((shard) => Object.keys(shard).filter((name) => /^n\d+$/.test(name)))
    .map((name) => name.slice(1))
    .sort();
  expect(indexedIds).toEqual(innerIds);
};
