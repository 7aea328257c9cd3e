import { Link, useNavigate } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { createVideo } from '@/features/videos/api/create-video';
import { VideoForm } from '@/features/videos/components/video-form';

export const NewVideoPage = () => {
  const navigate = useNavigate();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Tạo video</h1>
      </div>
      <p className="breadcrumb">
        <Link to={adminPaths.videos}>← Danh sách video</Link>
      </p>
      <VideoForm
        uploadImage={uploadCompressedImage}
        onSave={async (input) => {
          await createVideo(input);
          window.alert('Tạo mới thành công');
          navigate(adminPaths.videos);
        }}
      />
    </section>
  );
};
