import { Link, useNavigate } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { createCertificate } from '@/features/genuine/api/save-certificate';
import { CertificateForm } from '@/features/genuine/components/certificate-form';

export const NewCertificatePage = () => {
  const navigate = useNavigate();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Thêm chứng nhận</h1>
      </div>
      <p className="breadcrumb">
        <Link to={adminPaths.certificates}>← Danh sách chứng nhận</Link>
      </p>
      <CertificateForm
        uploadImage={uploadCompressedImage}
        onSave={async (input) => {
          await createCertificate(input);
          window.alert('Tạo mới thành công');
          navigate(adminPaths.certificates);
        }}
      />
    </section>
  );
};
