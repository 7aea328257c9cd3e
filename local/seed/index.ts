import { listConfiguration, saveConfiguration } from '@vongbi/functions/core/repositories/configuration-repository';
import { demoConfiguration } from './configuration';

// Demo content for a new local site. Only what is missing is added, so nothing staff changed is overwritten.

export const seedDemoContent = async (): Promise<{ configurationAdded: number }> => {
  const present = new Set((await listConfiguration()).map((item) => item.configKey));
  const missing = demoConfiguration.filter((item) => !present.has(item.configKey));
  await saveConfiguration(missing);
  return { configurationAdded: missing.length };
};
