import { Link } from 'react-router-dom';
import { certificateExpiry, vietnameseDate, type Certificate } from '@vongbi/functions/contract/certificate';

interface ExpiringCertificatesProps {
  certificates: readonly Certificate[];
  /** Today in Vietnam. */
  today: string;
  /** Where each certificate is edited, for those who may (owners); otherwise the list is text only. */
  editHref?: (id: number) => string;
}

/** The certificates that ran out or run out within the notice, the most urgent first; nothing when none does. */
export const ExpiringCertificates = ({ certificates, today, editHref }: ExpiringCertificatesProps) => {
  const due = certificates
    .map((certificate) => ({ certificate, expiry: certificateExpiry(certificate, today) }))
    .filter((entry): entry is { certificate: Certificate; expiry: NonNullable<typeof entry.expiry> } =>
      Boolean(entry.expiry),
    )
    .sort((a, b) => a.certificate.validTo.localeCompare(b.certificate.validTo));
  if (due.length === 0) return null;
  return (
    <section className="expiring-certificates" aria-labelledby="expiring-certificates-title">
      <h2 className="section-title" id="expiring-certificates-title">
        Chứng nhận hết hạn hoặc sắp hết hạn
      </h2>
      <p className="section-note">
        Chứng nhận hết hạn tự ẩn khỏi trang Hàng chính hãng từ ngày hôm sau. Cập nhật bản mới khi nhận được từ hãng.
      </p>
      <ul className="expiring-certificates__list">
        {due.map(({ certificate, expiry }) => (
          <li key={certificate.id} className={`expiring-certificates__item is-${expiry.state}`}>
            {editHref ? (
              <Link to={editHref(certificate.id)}>{certificate.title}</Link>
            ) : (
              <strong>{certificate.title}</strong>
            )}
            <span>
              {expiry.state === 'expired'
                ? `Đã hết hạn ngày ${vietnameseDate(certificate.validTo)}`
                : `Hết hạn ngày ${vietnameseDate(certificate.validTo)} (${expiry.days === 0 ? 'hôm nay' : `còn ${expiry.days} ngày`})`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
