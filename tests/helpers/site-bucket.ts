import { readFileSync } from 'node:fs';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate, ensureFrontendBuild } from '@vongbi/local/frontend-build';

/**
 * A site bucket of this test file's own, holding the built template, as the deployment leaves it before the
 * publisher's first render; `siteUrl` is the origin the pages are rendered for, when the file names one.
 */
export const prepareSiteBucket = async (siteUrl?: string): Promise<void> => {
  await ensureFrontendBuild();
  process.env.SITE_BUCKET = `${process.env.FILES_BUCKET}-site`;
  if (siteUrl !== undefined) process.env.SITE_URL = siteUrl;
  await ensureBucket(process.env.SITE_BUCKET);
  await putTemplate(readFileSync(builtTemplate, 'utf8'), {});
};
