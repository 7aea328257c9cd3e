import type { ScheduledEvent } from 'aws-lambda';
import { env } from '#core/env';
import { createLogger } from '#core/logger';
import { runCertificateRound, type CertificateRound } from '#core/services/certificate-notices';

// The certificates' daily round (core/services/certificate-notices.ts), run by an EventBridge schedule in AWS and
// by `npm start` locally. "Now" is the event's time: the schedule's, or any other an operator or a test sends.

const logger = createLogger({ function: 'certificate-notices' });

export const handler = async (event: Partial<Pick<ScheduledEvent, 'time'>> = {}): Promise<CertificateRound> => {
  // Where the e-mail's links lead: SITE_URL, else the site's first own origin (the local server sets those).
  const siteOrigin = env.siteUrl ?? env.siteOrigins?.[0];
  if (!siteOrigin) throw new Error('SITE_URL is not set: the e-mails could not link to the site');
  const round = await runCertificateRound(event.time ? new Date(event.time) : new Date(), {
    siteOrigin,
    log: logger,
  });
  logger.info('certificates checked', { ...round });
  return round;
};
