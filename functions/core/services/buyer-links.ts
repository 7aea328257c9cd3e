import { BUYER_LINK_HOURS } from '#contract/buyer-quotes';
import { MY_QUOTES_PATH } from '#contract/site-addresses';
import type { Logger } from '../logger';
import { MAIL_FAILED, mailer } from '../mail';
import { createBuyerLink } from '../repositories/buyer-quote-repository';

// The single-use links that take a buyer to their requests (/my-quotes): e-mailed when asked for, and in the
// confirmation of each request sent with an address. The link carries a random token; the table keeps its hash.

/** How long the buyer's answer waits for the e-mail: Lambda may freeze once the answer is sent. */
export const BUYER_EMAIL_TIMEOUT_MS = 3000;

export interface LinkRequest {
  clientIp: string;
  /** The site's origin, for the link in the e-mail. */
  siteOrigin: string;
  log: Logger;
}

/** The page that exchanges the token for a session at once and takes it out of the address bar. */
export const buyerLinkAddress = (siteOrigin: string, token: string): string =>
  `${siteOrigin}${MY_QUOTES_PATH}?token=${encodeURIComponent(token)}`;

/**
 * Makes a link to the address's requests and e-mails it there in the message `message` writes around it.
 * Awaited briefly; a failed send is logged (and alarmed on), never thrown: the caller's answer is the same.
 */
export const sendBuyerLink = async (
  email: string,
  { siteOrigin, log }: Omit<LinkRequest, 'clientIp'>,
  message: (link: string) => { subject: string; text: string },
  now = new Date(),
): Promise<void> => {
  try {
    const token = await createBuyerLink(email, new Date(now.getTime() + BUYER_LINK_HOURS * 60 * 60 * 1000));
    const signal = AbortSignal.timeout(BUYER_EMAIL_TIMEOUT_MS);
    await (await mailer()).send({ to: [email], ...message(buyerLinkAddress(siteOrigin, token)) }, { signal, log });
  } catch (error) {
    log.error(MAIL_FAILED, {
      purpose: 'buyer link',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
};
