// Moved pages: when a published page's path changes (a rename, a move to another category, a deletion), its
// old URL answers 301 to where its content is now. The map old URL → new URL follows every change:
//
// - a move adds or replaces its old URL's entry;
// - a URL that has a page now is no moved page: a new page that takes an old path wins;
// - chains collapse (A → B and B → C answer A → C), so a visitor is sent once, never along a chain;
// - an entry whose chain comes back on itself (A → B → A) is a loop, and is dropped rather than answered.

/** One page's move: the URL it had, the URL of where its content is now. */
export interface PageMove {
  from: string;
  to: string;
}

export interface MovedPagesChange {
  /** The map after the change. */
  map: Map<string, string>;
  /** Entries to add or replace: old URL → where it points now. */
  puts: Map<string, string>;
  /** Old URLs that no longer redirect. */
  deletes: string[];
}

/** The final target of `from` in `map`, or undefined when its chain ends in a loop. */
const resolve = (map: ReadonlyMap<string, string>, from: string): string | undefined => {
  const seen = new Set([from]);
  let to = map.get(from)!;
  while (map.has(to)) {
    if (seen.has(to)) return undefined;
    seen.add(to);
    to = map.get(to)!;
  }
  return seen.has(to) ? undefined : to;
};

/**
 * The map of moved pages after `moves`, given the URLs that have a page (`live`): what to put and delete so
 * that `current` becomes it.
 */
export const planMovedPages = (
  current: ReadonlyMap<string, string>,
  moves: readonly PageMove[],
  live: ReadonlySet<string>,
): MovedPagesChange => {
  const next = new Map(current);
  for (const { from, to } of moves) if (from !== to) next.set(from, to);
  for (const url of live) next.delete(url);
  const resolved = new Map<string, string>();
  for (const from of next.keys()) {
    const to = resolve(next, from);
    if (to !== undefined) resolved.set(from, to);
  }
  return {
    map: resolved,
    puts: new Map([...resolved].filter(([from, to]) => current.get(from) !== to)),
    deletes: [...current.keys()].filter((from) => !resolved.has(from)),
  };
};
