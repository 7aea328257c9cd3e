import type { FilesUsage } from '@vongbi/functions/contract/files-usage';
import { handler } from '@vongbi/functions/unused-files/handler';

// The daily sweep of uploads nothing uses, locally: `npm start` runs the same handler as the EventBridge
// schedule in AWS, once at start and then every day while it runs; `npm run remove-unused-files` runs it once.

const DAY_MS = 24 * 60 * 60 * 1000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line for the terminal: what the uploads take, what went, what is waiting. */
export const describeUsage = (usage: FilesUsage): string =>
  [
    `Uploads: ${usage.files} image(s), ${usage.objects} object(s), ${megabytes(usage.bytes)}.`,
    `Removed ${usage.deletedFiles} unused upload(s) (${megabytes(usage.deletedBytes)}).`,
    usage.unusedFiles > 0
      ? `${usage.unusedFiles} unused image(s) (${megabytes(usage.unusedBytes)}) are not 7 days old yet.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

export interface UnusedFilesSchedule {
  stop(): void;
}

/** Sweeps now and every day; says so only when something was removed, and never stops the site on a failure. */
export const scheduleUnusedFilesSweep = (): UnusedFilesSchedule => {
  const sweep = () =>
    handler({})
      .then((usage) => {
        if (usage.deletedFiles > 0) console.log(describeUsage(usage));
      })
      .catch((error: unknown) => console.error('The sweep of unused uploads failed:', error));
  void sweep();
  const timer = setInterval(() => void sweep(), DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
