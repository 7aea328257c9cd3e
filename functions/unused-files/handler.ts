import type { ScheduledEvent } from 'aws-lambda';
import { createLogger } from '#core/logger';
import { sweepUnusedFiles } from '#core/services/unused-files';
import type { FilesUsage } from '#contract/files-usage';

// The daily sweep of uploads nothing uses (core/services/unused-files.ts), run by an EventBridge schedule in AWS
// and by `npm start` locally. "Now" is the event's time: the schedule's, or any other an operator or a test sends.

const logger = createLogger({ function: 'unused-files' });

export const handler = async (event: Partial<Pick<ScheduledEvent, 'time'>> = {}): Promise<FilesUsage> => {
  const usage = await sweepUnusedFiles(event.time ? new Date(event.time) : new Date());
  logger.info('unused uploads swept', { ...usage });
  return usage;
};
