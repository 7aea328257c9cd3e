import type { Logger } from './logger';

// What an e-mail is and what sends one: the senders (mail-outbox.ts, mail-ses.ts) and mail.ts, which chooses
// between them, all read these, so no sender imports the module that loads it.

export interface MailMessage {
  to: readonly string[];
  subject: string;
  /** Plain text only: with no HTML part, nothing a visitor typed can become markup in staff's mailbox. */
  text: string;
  /** Files sent with the text (a báo giá's PDF). */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  /** ASCII, as mail programs save it: `bao-gia-BG-2026-0001.pdf`. */
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface SendOptions {
  /** Aborts the send: the caller waits for it only briefly. */
  signal: AbortSignal;
  log: Logger;
}

export interface Mailer {
  send(message: MailMessage, options: SendOptions): Promise<void>;
}
