import { accepted, createResourceHandler, ok } from '#core/http';
import { searchLogInput } from '#contract/search-log';
import { recordSearch, searchLogReport } from '#core/services/search-log';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('search-log', {
  record: async ({ body }) => {
    await recordSearch(parseInput(searchLogInput, body).query);
    return accepted();
  },
  report: async () => ok(await searchLogReport()),
});
