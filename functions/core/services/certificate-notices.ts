import { certificateExpiry, isCertificateValid, vietnameseDate, type Certificate } from '#contract/certificate';
import { emailAddresses } from '#contract/configuration';
import { CONFIG_KEY } from '#contract/configuration-keys';
import { ADMIN_CERTIFICATES_ADDRESS, siteAddress } from '#contract/site-addresses';
import { vietnamToday } from '#contract/technical-data';
import type { Logger } from '../logger';
import { MAIL_FAILED, mailer } from '../mail';
import { listCertificateStates, markCertificate } from '../repositories/certificate-repository';
import { configurationValue } from './configuration';

// The certificates' daily round (functions/certificate-notices): owners are told once per certificate and expiry
// date when one has CERTIFICATE_NOTICE_DAYS or fewer left, and a certificate whose place on /genuine changes
// today (it ran out, or its validity began) is marked, which re-publishes the page through the table's stream.
// A published page is static, so without this an expired certificate would stay listed until the next save.

/** How long one e-mail may take: the round is a background job, nobody waits for it. */
const MAIL_TIMEOUT_MS = 10_000;

export interface CertificateRound {
  /** The Vietnam day the round judged. */
  today: string;
  /** Certificates the owners were told of in this round. */
  noticed: number[];
  /** Certificates whose place on /genuine changed, so the page is published again. */
  republished: number[];
}

const noticeEmail = (certificate: Certificate, days: number, siteOrigin: string) => ({
  subject: `Chứng nhận sắp hết hạn: ${certificate.title.replace(/\s+/g, ' ').trim()} (${vietnameseDate(certificate.validTo)})`,
  text: [
    `Chứng nhận “${certificate.title}” do ${certificate.issuer} cấp hết hạn ngày ${vietnameseDate(certificate.validTo)}` +
      (days === 0 ? ' (hôm nay).' : ` (còn ${days} ngày).`),
    'Sau ngày đó chứng nhận tự ẩn khỏi trang Hàng chính hãng. Khi có bản mới, hãy cập nhật tại:',
    `${siteOrigin}${ADMIN_CERTIFICATES_ADDRESS}`,
    '',
    `Trang công khai: ${siteOrigin}${siteAddress.genuine}`,
  ].join('\n'),
});

/** Tells the owners of one certificate running out; false (logged as MAIL_FAILED) when it could not be sent. */
const tellOwners = async (certificate: Certificate, days: number, siteOrigin: string, log: Logger) => {
  try {
    const to = emailAddresses(await configurationValue(CONFIG_KEY.OWNER_EMAIL));
    if (to.length === 0) throw new Error(`${CONFIG_KEY.OWNER_EMAIL} is not set: nobody to tell`);
    await (
      await mailer()
    ).send(
      { to, ...noticeEmail(certificate, days, siteOrigin) },
      { signal: AbortSignal.timeout(MAIL_TIMEOUT_MS), log },
    );
    return true;
  } catch (error) {
    log.error(MAIL_FAILED, {
      certificateId: certificate.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return false;
  }
};

/**
 * One round on the Vietnam day of `now`. An e-mail that could not be sent is not marked, so the next round tries
 * again; running a round twice on one day sends nothing and publishes nothing the second time.
 */
export const runCertificateRound = async (
  now: Date,
  { siteOrigin, log }: { siteOrigin: string; log: Logger },
): Promise<CertificateRound> => {
  const today = vietnamToday(now);
  const round: CertificateRound = { today, noticed: [], republished: [] };
  for (const { certificate, noticeSentFor, shownPublicly } of await listCertificateStates()) {
    const expiry = certificateExpiry(certificate, today);
    const due = expiry?.state === 'expiring' && noticeSentFor !== certificate.validTo;
    const told = due && (await tellOwners(certificate, expiry.days, siteOrigin, log));
    const shown = isCertificateValid(certificate, today);
    const placeChanged = shown !== shownPublicly;
    await markCertificate(certificate.id, {
      noticeSentFor: told ? certificate.validTo : undefined,
      shownPublicly: placeChanged ? shown : undefined,
    });
    if (told) round.noticed.push(certificate.id);
    if (placeChanged) round.republished.push(certificate.id);
  }
  return round;
};
