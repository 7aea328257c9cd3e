import { handler } from '@vongbi/functions/certificate-notices/handler';

// The certificates' daily round, locally: `npm start` runs the same handler as the EventBridge schedule in AWS,
// once at start and then every day while it runs. Its e-mails go to the outbox; under `npm start -- --prod` the
// marks it sets re-publish /genuine through the table's stream, as in AWS.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CertificateRoundSchedule {
  stop(): void;
}

/** Runs the round now and every day; says what it did only when it did something, and never stops the site. */
export const scheduleCertificateRound = (): CertificateRoundSchedule => {
  const run = () =>
    handler({})
      .then(({ noticed }) => {
        if (noticed.length > 0) console.log(`Certificates running out: ${noticed.length} e-mail(s) in the outbox.`);
      })
      .catch((error: unknown) => console.error('The certificates’ daily round failed:', error));
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
