import { createResourceHandler, ok } from '#core/http';
import { configurationInput } from '#contract/configuration';
import { assertMaySaveConfiguration, listConfigurationForStaff, saveConfiguration } from '#core/services/configuration';
import { saverOf } from '#core/services/revision-log';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('configuration', {
  ...publicActions,
  listForStaff: async () => ok(await listConfigurationForStaff()),
  save: async ({ body, session }) => {
    const items = parseInput(configurationInput, body);
    assertMaySaveConfiguration(session!.role, items);
    return ok(await saveConfiguration(items, saverOf(session)));
  },
});
