import { createResourceHandler, ok } from '#core/http';
import { configurationInput } from '#contract/configuration';
import { listConfiguration, saveConfiguration } from '#core/services/configuration';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('configuration', {
  list: async () => ok(await listConfiguration()),
  save: async ({ body }) => ok(await saveConfiguration(parseInput(configurationInput, body))),
});
