import { resolve } from 'node:path';
import { scheduleCertificateRound, type CertificateRoundSchedule } from './certificate-notices';
import { EmulatorError } from './emulators/dynamodb-local';
import { builtTemplate } from './frontend-build';
import { startPublishing, type LocalPublisher } from './publisher';
import { adminLogin, configureLocalAdmin, startBackends, type Backends } from './runtime';
import { seedDemoContent } from './seed';
import { assertPortFree, PortBusyError, startSiteServer, type SiteServer } from './server';
import { scheduleUnusedFilesSweep, type UnusedFilesSchedule } from './unused-files';

// `npm start`: emulators (or AWS_ENDPOINT_URL), table and bucket, demo content, and the site on one origin.
// `npm start -- --prod` serves the production build instead of Vite's dev server, and publishes pages as the
// publish Lambda does: every page when needed (`--render-all` forces it), then each save's pages from the
// table's stream.

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const production = process.argv.includes('--prod');
const renderAll = process.argv.includes('--render-all');

let backends: Backends | undefined;
let site: SiteServer | undefined;
let publisher: LocalPublisher | undefined;
let unusedFiles: UnusedFilesSchedule | undefined;
let certificateRound: CertificateRoundSchedule | undefined;

const shutdown = async (code: number): Promise<never> => {
  unusedFiles?.stop();
  certificateRound?.stop();
  await site?.close().catch(() => undefined);
  await publisher?.stop().catch(() => undefined);
  await backends?.stop().catch(() => undefined);
  process.exit(code);
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(0));

try {
  process.env.LOG_LEVEL ??= 'warn';
  // Lambda runs Node 22; the SDK's notice that its 2027 releases drop Node 20 is for upgrading, not for every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  await assertPortFree(port);
  const admin = await configureLocalAdmin();
  backends = await startBackends({ dataDir });
  process.env.SITE_ORIGINS ??= `http://127.0.0.1:${port},http://localhost:${port}`;
  console.log('Preparing the database (the first start also draws the demo catalogue, about a minute)…');
  const seeded = await seedDemoContent();
  site = await startSiteServer({ port, frontend: production ? 'prod' : 'dev' });
  // As the daily schedule does in AWS: uploads nothing has used for 7 days go, and the dashboard's count is made.
  unusedFiles = scheduleUnusedFilesSweep();
  if (production) {
    // Canonical and Open Graph URLs of the local pages name the local server.
    process.env.SITE_URL ??= site.url;
    publisher = await startPublishing({ tableName: process.env.TABLE_NAME!, templateFile: builtTemplate, renderAll });
  }
  // As the daily schedule does in AWS: owners told of certificates running out, /genuine re-published when one
  // ran out (after the publisher started, so it follows the marks the round sets).
  certificateRound = scheduleCertificateRound();
  const storage = backends.external ? `AWS_ENDPOINT_URL=${process.env.AWS_ENDPOINT_URL}` : dataDir;
  console.log(
    [
      '',
      `  Site:        ${site.url}/   (${production ? 'production build' : 'development, hot reload'})`,
      `  Admin:       ${site.url}/admin-login`,
      `  Admin login: ${adminLogin(admin)}`,
      `  Data:        ${storage}${seeded.catalogueSeeded ? '   (demo catalogue added)' : ''}`,
      `  E-mail:      ${process.env.MAIL_OUTBOX_DIR}   (written as .eml files, not sent)`,
      '',
      '  Ctrl-C stops the site and the emulators.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof EmulatorError || error instanceof PortBusyError) {
    console.error(
      `Cannot start: ${error.message}${error instanceof PortBusyError ? ' Set PORT to another port.' : ''}`,
    );
  } else {
    console.error('Cannot start:', error);
  }
  await shutdown(1);
}
