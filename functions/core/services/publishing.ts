import type { PublishingStatus } from '#contract/preview';
import { getPublishingRecord, recordPublishFailure, recordPublishSuccess } from '../repositories/publishing-repository';

// How publishing went, as the publisher records it and the edit screens read it after a save.

export const publishingStatus = (): Promise<PublishingStatus> => getPublishingRecord();

/** Runs a publish and records its outcome; a failure is recorded, then thrown on (the stream retries it). */
export const recordingOutcome = async <T>(publish: () => Promise<T>, now = () => new Date()): Promise<T> => {
  let result: T;
  try {
    result = await publish();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failedUrls = [...message.matchAll(/(\/[^\s:;]*): /g)].map((match) => match[1]!);
    await recordPublishFailure(now(), message, failedUrls).catch(() => undefined);
    throw error;
  }
  await recordPublishSuccess(now());
  return result;
};
