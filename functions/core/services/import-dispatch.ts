import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '../env';

// Hands a catalogue import job to what runs it. In AWS: the import worker function (catalogue-import/handler.ts),
// invoked asynchronously, so the upload's request answers 202 at once and the job has the worker's 15 minutes,
// not API Gateway's 30 seconds; the invocation carries only the job's id (the file and options are in the bucket
// and the table). Locally (npm start, the tests), where there is no second function: the same job in this process,
// started after the answer, as Lambda would start it, by the runner the caller hands over (import-jobs.ts's own,
// so this module needs nothing of it). The SDK's Lambda client is loaded only where it is used.

const running = new Set<Promise<void>>();
const jobContext = new AsyncLocalStorage<string>();

export const dispatchImportJob = async (jobId: string, runHere: (jobId: string) => Promise<void>): Promise<void> => {
  const functionName = env.importFunctionName;
  if (functionName) {
    const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
    await new LambdaClient({}).send(
      new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify({ jobId }) }),
    );
    return;
  }
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => jobContext.run(jobId, () => runHere(jobId)))
    .finally(() => running.delete(job));
  running.add(job);
};

/** Whether this code runs inside an in-process import job (the local stand-in for the worker function). */
export const insideImportJob = (): boolean => jobContext.getStore() !== undefined;

/** Resolves when every in-process import job started so far has finished. */
export const importJobsSettled = async (): Promise<void> => {
  while (running.size > 0) await Promise.allSettled([...running]);
};
