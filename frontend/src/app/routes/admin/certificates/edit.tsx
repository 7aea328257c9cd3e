import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { getAllCertificates } from '@/features/genuine/api/get-all-certificates';
import { updateCertificate } from '@/features/genuine/api/save-certificate';
import { CertificateForm } from '@/features/genuine/components/certificate-form';
import { notFound } from '@/lib/route-data';

// A handful of certificates: the list is read whole rather than giving each one a route of its own.
export const certificateLoader = async ({ params }: LoaderFunctionArgs) => {
  const certificate = (await getAllCertificates()).find((each) => String(each.id) === params.id);
  if (!certificate) throw notFound();
  return certificate;
};

export const EditCertificatePage = () => {
  const certificate = useLoaderData<typeof certificateLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Sửa chứng nhận #{certificate.id}</h1>
      </div>
      <p className="breadcrumb">
        <Link to={adminPaths.certificates}>← Danh sách chứng nhận</Link>
      </p>
      <CertificateForm
        // A newer version loaded after a stale-edit 409 starts a fresh form.
        key={certificate.updatedAt}
        certificate={certificate}
        uploadImage={uploadCompressedImage}
        onSave={async (input) => {
          await updateCertificate(certificate.id, input);
          window.alert('Cập nhật thành công');
          navigate(adminPaths.certificates);
        }}
        onReload={() => void revalidator.revalidate()}
      />
    </section>
  );
};
