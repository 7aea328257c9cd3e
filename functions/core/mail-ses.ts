import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from './mail-types';

// Amazon SES (v2 SendEmail, simple content): SES builds the MIME message, attachments included, and encodes the
// UTF-8 subject. The function may send only from the sender's identity (infra-cdk api.ts).

let client: SESv2Client | undefined;

export const sesMailer = (sender: string): Mailer => ({
  send: async (message, { signal, log }) => {
    client ??= new SESv2Client({});
    const { MessageId } = await client.send(
      new SendEmailCommand({
        FromEmailAddress: sender,
        Destination: { ToAddresses: [...message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
            ...(message.attachments?.length && {
              Attachments: message.attachments.map((attachment) => ({
                FileName: attachment.fileName,
                ContentType: attachment.contentType,
                RawContent: attachment.content,
                ContentDisposition: 'ATTACHMENT' as const,
                ContentTransferEncoding: 'BASE64' as const,
              })),
            }),
          },
        },
      }),
      { abortSignal: signal },
    );
    log.info('e-mail sent', { messageId: MessageId });
  },
});
