import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Video } from '@vongbi/functions/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { deleteVideo } from '@/features/videos/api/delete-video';
import { getVideos } from '@/features/videos/api/get-videos';
import { apiOf } from '@/lib/api-client';
import { useDelete } from '../use-delete';

export const videosLoader = ({ context }: LoaderFunctionArgs) => getVideos(apiOf(context));

export const VideosPage = () => {
  const videos = useLoaderData<typeof videosLoader>();
  const remove = useDelete();
  const columns: Column<Video>[] = [
    { header: 'Mã', cell: (video) => video.id, className: 'cell--nowrap' },
    {
      header: 'Ảnh',
      cell: (video) => <img className="cell__thumb" src={video.image.urlPath} alt="" loading="lazy" />,
    },
    { header: 'Tên', cell: (video) => video.headerText, className: 'cell--name' },
    {
      header: 'Mã YouTube',
      cell: (video) => (
        <a href={paths.video(video.uniqueYoutubeId)} target="_blank" rel="noreferrer">
          {video.uniqueYoutubeId}
        </a>
      ),
      className: 'cell--nowrap',
    },
    {
      header: 'Thao tác',
      cell: (video) => (
        <button
          type="button"
          className="button button--danger button--small"
          onClick={() => remove(() => deleteVideo(video.id))}
        >
          Xóa
        </button>
      ),
      className: 'cell--nowrap',
    },
  ];
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Video</h1>
        <Link className="button button--primary" to={adminPaths.newVideo}>
          + Tạo mới
        </Link>
      </div>
      <p className="muted">
        Trang chủ hiển thị 4 video đầu tiên (mới nhất trước) hoặc các video được chọn trong cấu hình.
      </p>
      <DataTable
        label="video"
        rows={videos}
        columns={columns}
        rowKey={(video) => video.id}
        nameOf={(video) => video.headerText}
        emptyText="Chưa có video nào"
      />
    </section>
  );
};
