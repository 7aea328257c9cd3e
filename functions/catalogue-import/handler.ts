import { runImportJob } from '#core/services/import-jobs';

// The catalogue import's worker: invoked asynchronously by the import route's function with a job's id (see
// core/services/import-dispatch.ts), it runs the job to its end and records everything in the job's items. It
// answers nothing anyone waits for; a job that fails says so in its status.

export interface ImportJobEvent {
  jobId: string;
}

export const handler = async (event: ImportJobEvent): Promise<void> => {
  if (typeof event?.jobId !== 'string') throw new Error('an import job event names its jobId');
  await runImportJob(event.jobId);
};
