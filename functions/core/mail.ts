import { env } from './env';
import type { Mailer } from './mail-types';

// E-mail to staff (a new quote request). In AWS it goes through Amazon SES from the verified sender the
// environment file names; locally, where nothing may leave the machine, each message becomes an `.eml` file in
// the outbox (DATA_DIR/outbox) that any mail program opens. Senders are loaded on first use, so the SES client
// is bundled only where mail is sent and never loaded locally. Callers send after their record is stored and
// never let a failed message fail the request: they log MAIL_FAILED, which the deploy counts and alarms on.

/** The log message of an e-mail that was not sent: infra-cdk's metric filter counts these lines. */
export const MAIL_FAILED = 'e-mail not sent';

/** The sender of local messages when MAIL_SENDER is not set: they go nowhere but the outbox. */
const LOCAL_SENDER = 'no-reply@localhost';

export const mailer = async (): Promise<Mailer> => {
  const outbox = env.mailOutboxDir;
  if (outbox) return (await import('./mail-outbox')).outboxMailer(outbox, env.mailSender ?? LOCAL_SENDER);
  const sender = env.mailSender;
  if (!sender) throw new Error('MAIL_SENDER is not set: there is no verified sender to send from');
  return (await import('./mail-ses')).sesMailer(sender);
};
