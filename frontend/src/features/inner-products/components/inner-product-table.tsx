import { Link } from 'react-router-dom';
import type { InnerProductSummary } from '@vongbi/functions/contract';
import { DataTable, editDeleteColumn, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';

interface InnerProductTableProps {
  outerProductId: number;
  innerProducts: InnerProductSummary[];
  onDelete(innerProduct: InnerProductSummary): void;
}

export const InnerProductTable = ({ outerProductId, innerProducts, onDelete }: InnerProductTableProps) => {
  const columns: Column<InnerProductSummary>[] = [
    { header: 'Mã', cell: (product) => product.id, className: 'cell--nowrap' },
    {
      header: 'Ảnh',
      cell: (product) =>
        product.image ? <img className="cell__thumb" src={product.image.urlPath} alt="" loading="lazy" /> : '—',
    },
    {
      header: 'Tên',
      cell: (product) => <Link to={adminPaths.innerProduct(outerProductId, product.id)}>{product.name}</Link>,
      className: 'cell--name',
    },
    { header: 'Đường dẫn', cell: (product) => product.namePath, className: 'cell--path' },
    { header: 'Mô tả ngắn', cell: (product) => product.shortDescription, className: 'cell--clamp' },
    editDeleteColumn((product) => adminPaths.innerProduct(outerProductId, product.id), onDelete),
  ];
  return (
    <DataTable
      label="sản phẩm"
      rows={innerProducts}
      columns={columns}
      rowKey={(product) => product.id}
      nameOf={(product) => product.name}
      emptyText="Danh mục chưa có sản phẩm nào"
    />
  );
};
