import { Link, useLoaderData } from 'react-router-dom';
import { certificateExpiry, vietnameseDate, type Certificate } from '@vongbi/functions/contract/certificate';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { getAllCertificates } from '@/features/genuine/api/get-all-certificates';
import { deleteCertificate } from '@/features/genuine/api/save-certificate';
import { useDelete } from '../use-delete';

export const certificatesLoader = () => getAllCertificates();

/** Its state on `today`: shown on /genuine, not yet in force, running out, or expired. */
const StatePill = ({ certificate, today }: { certificate: Certificate; today: string }) => {
  if (certificate.validFrom > today) return <span className="status-pill status-pill--processing">Chưa hiệu lực</span>;
  const expiry = certificateExpiry(certificate, today);
  if (expiry?.state === 'expired') return <span className="status-pill status-pill--disabled">Đã hết hạn</span>;
  if (expiry?.state === 'expiring') {
    return <span className="status-pill status-pill--new">Còn {expiry.days} ngày</span>;
  }
  return <span className="status-pill status-pill--active">Đang hiển thị</span>;
};

export const CertificatesPage = () => {
  const certificates = useLoaderData<typeof certificatesLoader>();
  const remove = useDelete();
  const today = vietnamToday();
  const columns: Column<Certificate>[] = [
    {
      header: 'Ảnh',
      cell: ({ image, document }) =>
        image ? (
          <a href={image.urlPath} target="_blank" rel="noreferrer">
            <img className="cell__thumb" src={image.urlPath} alt="" loading="lazy" />
          </a>
        ) : (
          document && (
            <a className="cell__thumb cell__thumb--pdf" href={document.urlPath} target="_blank" rel="noreferrer">
              PDF
            </a>
          )
        ),
    },
    {
      header: 'Chứng nhận',
      cell: (certificate) => (
        <>
          <Link to={adminPaths.certificate(certificate.id)}>{certificate.title}</Link>
          <span className="cell__sub">{certificate.issuer}</span>
        </>
      ),
      className: 'cell--name',
    },
    {
      header: 'Hiệu lực',
      cell: (certificate) => `${vietnameseDate(certificate.validFrom)} – ${vietnameseDate(certificate.validTo)}`,
      className: 'cell--nowrap',
    },
    { header: 'Trạng thái', cell: (certificate) => <StatePill certificate={certificate} today={today} /> },
    {
      header: 'Thao tác',
      cell: (certificate) => (
        <span className="cell__actions">
          <Link className="button button--ghost button--small" to={adminPaths.certificate(certificate.id)}>
            Sửa
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => remove(() => deleteCertificate(certificate.id))}
          >
            Xóa
          </button>
        </span>
      ),
      className: 'cell--nowrap',
    },
  ];
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Chứng nhận</h1>
        <Link className="button button--primary" to={adminPaths.newCertificate}>
          + Thêm chứng nhận
        </Link>
      </div>
      <p className="muted">
        Trang <a href={paths.genuine}>Hàng chính hãng</a> hiển thị các chứng nhận đang có hiệu lực và tự ẩn chứng nhận
        từ ngày sau ngày hết hạn. Chủ doanh nghiệp được nhắc qua e-mail (Cấu hình → Hàng chính hãng) 30 ngày trước khi
        một chứng nhận hết hạn.
      </p>
      <DataTable
        label="chứng nhận"
        rows={certificates}
        columns={columns}
        rowKey={(certificate) => certificate.id}
        nameOf={(certificate) => certificate.title}
        emptyText="Chưa có chứng nhận nào"
      />
    </section>
  );
};
