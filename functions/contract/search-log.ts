import { SEARCH_QUERY_MAX_LENGTH } from './inner-product';
import * as z from './zod';

// What customers search for, as the staff dashboard reports it. The search page sends only the text it
// searched: nothing about who searched (no address, no cookie is stored).

/** One view of the search page. A longer query is cut as the search cuts it, never refused: it is a statistic. */
export const searchLogInput = z.object({
  query: z.string().transform((query) => query.slice(0, SEARCH_QUERY_MAX_LENGTH)),
});

/** How many days back the report reads, today (in Vietnam) included. */
export const SEARCH_LOG_DAYS = 90;

/** A query whose latest search found nothing: how often it was searched, and the last day it was. */
export interface NotFoundSearch {
  query: string;
  count: number;
  /** `YYYY-MM-DD`, a Vietnam day (UTC+7). */
  lastDay: string;
}

/** A query among the most searched: how often, and how many products its latest search found. */
export interface FrequentSearch {
  query: string;
  count: number;
  found: number;
}

/**
 * `GET /api/SearchLog`: the last `days` days' searches, each query in the search form the index reads (lower
 * case, no diacritics), most searched first, then by query.
 */
export interface SearchLogReport {
  days: number;
  notFound: NotFoundSearch[];
  frequent: FrequentSearch[];
}
