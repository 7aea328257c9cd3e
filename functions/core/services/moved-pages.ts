import { getMovedPage, getMovedPages, listMovedPages, saveMovedPages } from '../repositories/moved-page-repository';
import { type MovedPagesChange, type PageMove, planMovedPages } from '../rules/moved-pages';

// Moved pages as the publisher keeps them and the local server answers them (rules/moved-pages.ts says how
// the map follows each change).

export type { MovedPagesChange, PageMove };

/** Where the page once at this published URL is now, if it moved. */
export const findMovedPage = (url: string): Promise<string | undefined> => getMovedPage(url);

/**
 * Records a publish's moves, given the URLs it found with a page (`live`), and answers what changed. Without
 * moves only the live URLs are looked up: one of them may have been a moved page, which its new page replaces.
 */
export const recordMovedPages = async (
  moves: readonly PageMove[],
  live: ReadonlySet<string>,
): Promise<Omit<MovedPagesChange, 'map'>> => {
  if (moves.length === 0) {
    const replaced = [...(await getMovedPages([...live])).keys()];
    await saveMovedPages(new Map(), replaced);
    return { puts: new Map(), deletes: replaced };
  }
  const change = planMovedPages(await listMovedPages(), moves, live);
  await saveMovedPages(change.puts, change.deletes);
  return change;
};

/** Every moved page, once the URLs that have a page (`live`, all of them) are taken out: a full publish's view. */
export const reconcileMovedPages = async (
  moves: readonly PageMove[],
  live: ReadonlySet<string>,
): Promise<MovedPagesChange> => {
  const change = planMovedPages(await listMovedPages(), moves, live);
  await saveMovedPages(change.puts, change.deletes);
  return change;
};
