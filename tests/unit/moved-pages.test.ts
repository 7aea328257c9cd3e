import { describe, expect, it } from 'vitest';
import { planMovedPages } from '@vongbi/functions/core/rules/moved-pages';

// How the map of moved pages follows each publish: moves added, live URLs taken out, chains collapsed, loops
// dropped, and only what changed written.

const plan = (current: Record<string, string>, moves: [string, string][], live: string[] = []) => {
  const change = planMovedPages(
    new Map(Object.entries(current)),
    moves.map(([from, to]) => ({ from, to })),
    new Set(live),
  );
  return { map: Object.fromEntries(change.map), puts: Object.fromEntries(change.puts), deletes: change.deletes };
};

describe('planMovedPages', () => {
  it('adds a move', () => {
    expect(plan({}, [['/products/a', '/products/b']], ['/products/b'])).toEqual({
      map: { '/products/a': '/products/b' },
      puts: { '/products/a': '/products/b' },
      deletes: [],
    });
  });

  it('collapses a chain: A → B, then B → C answers A → C', () => {
    expect(plan({ '/a': '/b' }, [['/b', '/c']], ['/c'])).toEqual({
      map: { '/a': '/c', '/b': '/c' },
      puts: { '/a': '/c', '/b': '/c' },
      deletes: [],
    });
  });

  it('collapses a chain whose link came first: B → C known, then A → B answers A → C', () => {
    expect(plan({ '/b': '/c' }, [['/a', '/b']], ['/c']).map).toEqual({ '/a': '/c', '/b': '/c' });
  });

  it('lets a page back at its old path win: A → B, then B renamed back to A', () => {
    expect(plan({ '/a': '/b' }, [['/b', '/a']], ['/a'])).toEqual({
      map: { '/b': '/a' },
      puts: { '/b': '/a' },
      deletes: ['/a'],
    });
  });

  it('lets a new page at an old path win, and keeps the other moves through it', () => {
    // X was renamed to A, then A to B: both answer B. A new page takes A.
    expect(plan({ '/a': '/b', '/x': '/b' }, [], ['/a'])).toEqual({
      map: { '/x': '/b' },
      puts: {},
      deletes: ['/a'],
    });
  });

  it('drops a loop instead of answering it', () => {
    expect(plan({ '/a': '/b' }, [['/b', '/a']], []).map).toEqual({});
    expect(plan({ '/a': '/b', '/b': '/c' }, [['/c', '/b']], []).map).toEqual({});
  });

  it('ignores a move onto itself, and writes nothing when nothing changes', () => {
    expect(plan({ '/a': '/b' }, [['/c', '/c']], ['/b'])).toEqual({ map: { '/a': '/b' }, puts: {}, deletes: [] });
  });

  it('takes the later of two moves of one URL', () => {
    expect(
      plan(
        {},
        [
          ['/a', '/b'],
          ['/a', '/c'],
        ],
        ['/c'],
      ).map,
    ).toEqual({ '/a': '/c' });
  });
});
