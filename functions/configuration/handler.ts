import { createResourceHandler, ok } from '#core/http';
import { configurationInput } from '#contract/configuration';
import { listConfiguration, listConfigurationForStaff, saveConfiguration } from '#core/services/configuration';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('configuration', {
  list: async () => ok(await listConfiguration()),
  listForStaff: async () => ok(await listConfigurationForStaff()),
  save: async ({ body }) => ok(await saveConfiguration(parseInput(configurationInput, body))),
});
