import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { RevisionEntity } from '@vongbi/functions/contract';
import { paths } from '@/config/paths';
import { getDeletedRecords } from '@/features/revisions/api/get-deleted-records';
import { DeletedRecords } from '@/features/revisions/components/deleted-records';

export const deletedRecordsLoader = () => getDeletedRecords();

const editPath = (entity: RevisionEntity, id: string): string =>
  entity === 'Article'
    ? paths.admin.article(id)
    : entity === 'OuterProduct'
      ? paths.admin.outerProduct(id)
      : entity === 'InnerProduct'
        ? paths.admin.innerProductById(id)
        : paths.admin.configuration;

export const DeletedRecordsPage = () => {
  const records = useLoaderData<typeof deletedRecordsLoader>();
  const revalidator = useRevalidator();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Đã xóa</h1>
      </div>
      <p className="section-note">
        Sản phẩm, danh mục và bài viết đã xóa trong 90 ngày qua. Khôi phục đưa bản ghi trở lại với đường dẫn cũ; nếu
        đường dẫn đó đã có trang khác dùng, bạn chọn đường dẫn khác.
      </p>
      <DeletedRecords records={records} editPath={editPath} onRestored={() => revalidator.revalidate()} />
    </section>
  );
};
