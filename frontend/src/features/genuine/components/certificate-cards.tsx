import { isCertificateValid, vietnameseDate, type PublicCertificate } from '@vongbi/functions/contract/certificate';
import type { EmbeddedDocument } from '@vongbi/functions/contract/file';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { SiteImage } from '@/components/ui/site-image';
import { useHydrated } from '@/lib/hydration';

/** A PDF's size as Vietnamese write it: "180 KB", "1,2 MB". */
export const documentSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;

/** Where a scan would stand, for a certificate kept as a PDF only: a sheet with its title that opens the PDF. */
const DocumentSheet = ({ title, document }: { title: string; document: EmbeddedDocument }) => (
  <a
    className="certificate-card__image certificate-card__sheet"
    href={document.urlPath}
    target="_blank"
    rel="noopener"
    aria-label={`Mở tệp PDF chứng nhận: ${title}`}
  >
    <span className="certificate-sheet" aria-hidden="true">
      <span className="certificate-sheet__mark">PDF</span>
      <span className="certificate-sheet__title">{title}</span>
    </span>
  </a>
);

interface CertificateCardsProps {
  certificates: readonly PublicCertificate[];
  /** The day the page was rendered (its loader's `vietnamToday()`): what the server and hydration both read. */
  renderedOn: string;
}

/**
 * The certificates in force. A published page is static HTML, re-published the night a certificate runs out; in
 * between (or should that run be late) the page's inline script hides a card after its `data-shown-until` and the
 * render after hydration judges the dates again on the visitor's today, so an expired certificate is never shown
 * as valid. The server and hydration read the day the page was rendered.
 */
export const CertificateCards = ({ certificates, renderedOn }: CertificateCardsProps) => {
  const hydrated = useHydrated();
  const today = hydrated ? vietnamToday() : renderedOn;
  const valid = certificates.filter((certificate) => isCertificateValid(certificate, today));
  if (valid.length === 0) {
    return (
      <p className="genuine-empty">
        Các chứng nhận đang được cập nhật. Quý khách cần bản sao chứng nhận, vui lòng liên hệ chúng tôi.
      </p>
    );
  }
  return (
    <ul className="certificate-cards">
      {valid.map((certificate, index) => (
        <li
          key={certificate.id}
          className="certificate-card"
          data-valid-to={certificate.validTo}
          data-shown-until={certificate.validTo}
        >
          {certificate.image ? (
            <a
              className="certificate-card__image"
              href={certificate.image.urlPath}
              target="_blank"
              rel="noopener"
              aria-label={`Xem ảnh chứng nhận: ${certificate.title}`}
            >
              {/* The first sheet may be the page's largest picture on arrival: loaded at once, the others when near. */}
              <SiteImage
                src={certificate.image.urlPath}
                alt={certificate.title}
                width={300}
                height={400}
                sizes={IMAGE_SIZES.certificate}
                eager={index === 0}
              />
            </a>
          ) : (
            certificate.document && <DocumentSheet title={certificate.title} document={certificate.document} />
          )}
          <div className="certificate-card__body">
            <h3>{certificate.title}</h3>
            <dl>
              <div>
                <dt>Đơn vị cấp</dt>
                <dd>{certificate.issuer}</dd>
              </div>
              <div>
                <dt>Hiệu lực từ</dt>
                <dd>{vietnameseDate(certificate.validFrom)}</dd>
              </div>
              <div>
                <dt>Hiệu lực đến</dt>
                <dd>
                  <strong>{vietnameseDate(certificate.validTo)}</strong>
                </dd>
              </div>
            </dl>
            {certificate.document ? (
              <a className="certificate-card__open" href={certificate.document.urlPath} target="_blank" rel="noopener">
                Xem bản PDF <span className="certificate-card__size">({documentSize(certificate.document.size)})</span>
              </a>
            ) : (
              certificate.image && (
                <a className="certificate-card__open" href={certificate.image.urlPath} target="_blank" rel="noopener">
                  Xem bản đầy đủ
                </a>
              )
            )}
          </div>
        </li>
      ))}
    </ul>
  );
};
