import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage } from './mail-types';

// The local outbox: each message an RFC 5322 file named by the time it was written (so a listing is in order)
// and a random part (so two in one millisecond never meet). The subject is UTF-8 in encoded words, the body
// UTF-8 in base64, whose lines stay short whatever the visitor typed (a line may hold at most 998 bytes). A
// message with attachments is multipart/mixed: the text first, then each file in base64.

const BASE64_LINE = 76;
/** An encoded word is at most 75 characters: `=?UTF-8?B?` + 60 base64 characters (45 bytes) + `?=`. */
const ENCODED_WORD_BYTES = 45;

/** A header value as RFC 2047 encoded words, split between characters, folded onto continuation lines. */
export const encodedWords = (value: string): string => {
  const words: string[] = [];
  let chunk = '';
  for (const character of value) {
    if (Buffer.byteLength(chunk + character) > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
};

const base64Lines = (bytes: Uint8Array): string =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(new RegExp(`.{1,${BASE64_LINE}}`, 'g')) ?? []
  ).join('\r\n');

const textPart = (text: string): string[] => [
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  base64Lines(Buffer.from(text.replace(/\r?\n/g, '\r\n'))),
];

/** The parts after the headers: the text alone, or the text and the files between boundaries. */
const body = (message: MailMessage): string[] => {
  if (!message.attachments?.length) return textPart(message.text);
  const boundary = `part-${randomUUID()}`;
  return [
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...textPart(message.text),
    ...message.attachments.flatMap((attachment) => [
      `--${boundary}`,
      `Content-Type: ${headerSafe(attachment.contentType)}; name="${headerSafe(attachment.fileName)}"`,
      `Content-Disposition: attachment; filename="${headerSafe(attachment.fileName)}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(attachment.content),
    ]),
    `--${boundary}--`,
  ];
};

/** Addresses go into headers as they are: one holding a line break could add a header of its own. */
const headerSafe = (value: string): string => {
  if (/[\r\n]/.test(value)) throw new Error('a line break in an e-mail header');
  return value;
};

export const toEml = (message: MailMessage, from: string, date: Date): string =>
  [
    `From: ${headerSafe(from)}`,
    `To: ${message.to.map(headerSafe).join(', ')}`,
    `Subject: ${encodedWords(message.subject)}`,
    `Date: ${date.toUTCString().replace(/GMT$/, '+0000')}`,
    `Message-ID: <${randomUUID()}@outbox.localhost>`,
    'MIME-Version: 1.0',
    ...body(message),
    '',
  ].join('\r\n');

export const outboxMailer = (directory: string, from: string): Mailer => ({
  send: async (message, { signal, log }) => {
    const now = new Date();
    await mkdir(directory, { recursive: true });
    const path = join(directory, `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(path, toEml(message, from, now), { flag: 'wx', signal });
    // A warning: the message went nowhere but this file, which a developer then opens.
    log.warn('e-mail written to the outbox, not sent', { path });
  },
});
