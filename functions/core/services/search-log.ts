import { SEARCH_QUERY_MAX_LENGTH } from '#contract/inner-product';
import { SEARCH_LOG_DAYS, type FrequentSearch, type NotFoundSearch, type SearchLogReport } from '#contract/search-log';
import { normalizeForSearch } from '#contract/text';
import { addSearch, countSearch, listDaySearches, readDayState } from '../repositories/search-log-repository';
import { searchForm } from '../rules/name-search';
import { DAY_MS, vietnamDay, vietnamDayStart } from '../rules/vietnam-time';
import { countSearchResults } from './product-search';

// What customers searched for, and what they did not find, for the staff dashboard. The search page sends
// each view's query (the CDN answers most searches, so the server does not see them); the server decides
// itself whether it finds anything, by the same search over the same index, so a client cannot report a
// product missing that is not. Counted per query in search form per day, nothing about the visitor.
//
// Bounded: a day counts at most DAILY_QUERY_CAP distinct queries; past it, new queries of that day are
// dropped and the ones it holds still count. At worst, for a flood of random queries:
// - storage: 500 queries × 91 days until their TTL = 45,500 items (a few days more until DynamoDB deletes
//   them) of at most ~0.95 KB as DynamoDB counts them (a 200-character query is up to 800 bytes of key, plus
//   ~50 bytes of attributes and its 100 bytes of overhead) ≈ 43 MB; typical queries (≤ 40 characters) make
//   items of ~200 bytes, ≈ 9 MB. At US$0.285 per GB-month, under US$0.02 a month. The items carry no index
//   keys, so no index copies them.
// - writes: a day's first 500 queries cost a transaction each (2 items × 2 write units); every other search
//   one read unit (the day's state, two items in one BatchGet) and, when the day counts its query, one write
//   unit. Past the cap a new query costs the read only. At the API's throttle of 200 requests a second
//   (17.3 M a day), repeating counted queries costs 17.3 M reads and writes ≈ US$14.70 a day (US$0.14 and
//   US$0.71 per million, ap-southeast-1); random new ones US$2.40 a day in reads. Lambda and API Gateway
//   cost the same for this route as for any other the CDN cannot answer (infra-cdk/README.md, "What it
//   costs").

/**
 * Distinct queries a day may add. A distributor's visitors search far fewer different things a day (most
 * searches repeat codes), so a real day never meets it, and 500 × 90 days stays a small report to read.
 */
const DAILY_QUERY_CAP = 500;

/** Queries in each list of the report. */
export const SEARCH_LOG_TOP = 50;

/** A day's items outlive the report's window by a day (TTL deletes within days, and the report reads only its own). */
const expiresAt = (day: string): number =>
  Math.floor(vietnamDayStart(day).getTime() / 1000) + (SEARCH_LOG_DAYS + 1) * (DAY_MS / 1000);

/**
 * The query as the log keeps it: in the search form the index keeps names in (lower case, no diacritics,
 * the separators that change a designation kept: `62/28` is not `6228`), so it reads as the buyer typed it
 * and searching it again finds what they found. Undefined when the search would read nothing in it (only
 * punctuation, emoji, lone surrogates). Cut again to its first 200 code points: NFD can lengthen text
 * (a Hangul syllable becomes two or three letters), and a sort key holds at most 1,024 bytes.
 */
const loggedQuery = (query: string): string | undefined => {
  if (!normalizeForSearch(query)) return undefined;
  return [...searchForm(query)].slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();
};

export interface RecordSearchOptions {
  now?: Date;
  /** DAILY_QUERY_CAP unless a test lowers it. */
  dailyCap?: number;
}

/** Counts one search of `query` (the search page's text), unless it holds nothing to search or its day is full. */
export const recordSearch = async (query: string, options: RecordSearchOptions = {}): Promise<void> => {
  const logged = loggedQuery(query);
  if (!logged) return;
  const day = vietnamDay(options.now ?? new Date());
  const cap = options.dailyCap ?? DAILY_QUERY_CAP;
  const [found, state] = await Promise.all([countSearchResults(query), readDayState(day, logged)]);

  if (state.counted && (await countSearch(day, logged, found))) return;
  // The read is a cheap first look that spares a full day the transaction; its conditions decide.
  if (state.queries >= cap) return;
  const added = await addSearch(day, { query: logged, found }, cap, expiresAt(day));
  if (added === 'counted') await countSearch(day, logged, found);
};

interface QueryTotal {
  query: string;
  count: number;
  /** Results of its latest search. */
  found: number;
  lastDay: string;
}

const mostSearchedFirst = (a: QueryTotal, b: QueryTotal): number =>
  b.count - a.count || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0);

/** The last SEARCH_LOG_DAYS days (today in Vietnam included): queries that found nothing, and the most searched. */
export const searchLogReport = async (now = new Date()): Promise<SearchLogReport> => {
  const days = Array.from({ length: SEARCH_LOG_DAYS }, (_, back) =>
    vietnamDay(new Date(now.getTime() - back * DAY_MS)),
  );
  const byDay = await listDaySearches(days);

  // Newest day first, so a query's first sighting is its latest search.
  const totals = new Map<string, QueryTotal>();
  days.forEach((day, index) => {
    for (const search of byDay[index]!) {
      const total = totals.get(search.query);
      if (total) total.count += search.count;
      else totals.set(search.query, { ...search, lastDay: day });
    }
  });
  const ranked = [...totals.values()].sort(mostSearchedFirst);

  const notFound: NotFoundSearch[] = ranked
    .filter((total) => total.found === 0)
    .slice(0, SEARCH_LOG_TOP)
    .map(({ query, count, lastDay }) => ({ query, count, lastDay }));
  const frequent: FrequentSearch[] = ranked
    .slice(0, SEARCH_LOG_TOP)
    .map(({ query, count, found }) => ({ query, count, found }));
  return { days: SEARCH_LOG_DAYS, notFound, frequent };
};
