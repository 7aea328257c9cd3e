import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { RevisionEntity } from '@vongbi/functions/contract';
import { adminPaths } from '@/config/admin-screens';
import { getDeletedRecords } from '@/features/revisions/api/get-deleted-records';
import { DeletedRecords } from '@/features/revisions/components/deleted-records';

export const deletedRecordsLoader = () => getDeletedRecords();

const editPath = (entity: RevisionEntity, id: string): string =>
  entity === 'Article'
    ? adminPaths.article(id)
    : entity === 'OuterProduct'
      ? adminPaths.outerProduct(id)
      : entity === 'InnerProduct'
        ? adminPaths.innerProductById(id)
        : adminPaths.configuration;

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
