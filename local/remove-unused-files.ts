import { resolve } from 'node:path';
import { handler } from '@vongbi/functions/unused-files/handler';
import { startBackends } from './runtime';
import { assertPortFree, PortBusyError } from './server';
import { describeUsage } from './unused-files';

// `npm run remove-unused-files`: the sweep of uploads nothing uses, once, on the local data (DATA_DIR) or, with
// TABLE_NAME and FILES_BUCKET set (and that environment's AWS credentials), on a deployed environment, as the
// daily schedule would. `npm start` sweeps by itself; while it runs, its emulators hold the local data.

process.env.LOG_LEVEL ??= 'warn';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const deployed = Boolean(process.env.TABLE_NAME && process.env.FILES_BUCKET && !process.env.AWS_ENDPOINT_URL);

try {
  const backends = deployed
    ? undefined
    : await assertPortFree(Number(process.env.PORT ?? 3000)).then(() =>
        startBackends({ dataDir: resolve(process.env.DATA_DIR ?? '.data') }),
      );
  try {
    console.log(describeUsage(await handler({})));
  } finally {
    await backends?.stop();
  }
} catch (error) {
  console.error(
    error instanceof PortBusyError
      ? 'npm start seems to be running (its port is taken): it removes unused uploads at start and every day.'
      : error,
  );
  process.exitCode = 1;
}
