import { Link } from 'react-router-dom';
import type { OuterProduct } from '@vongbi/functions/contract';
import { DataTable, editDeleteColumn, formatDateTime, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { productTypeNames } from '../product-types';

interface OuterProductTableProps {
  outerProducts: OuterProduct[];
  onDelete(outerProduct: OuterProduct): void;
  /** The overview lists both types and says which is which. */
  showType?: boolean;
}

export const OuterProductTable = ({ outerProducts, onDelete, showType }: OuterProductTableProps) => {
  const columns: Column<OuterProduct>[] = [
    { header: 'Mã', cell: (product) => product.id, className: 'cell--nowrap' },
    {
      header: 'Tên',
      cell: (product) => <Link to={adminPaths.outerProduct(product.id)}>{product.name}</Link>,
      className: 'cell--name',
    },
    { header: 'Đường dẫn', cell: (product) => product.namePath, className: 'cell--path' },
    { header: 'Tóm tắt', cell: (product) => product.summaryDetail, className: 'cell--clamp' },
    ...(showType
      ? [
          {
            header: 'Loại',
            cell: (product: OuterProduct) => productTypeNames[product.productType],
            className: 'cell--nowrap',
          },
        ]
      : []),
    { header: 'Cập nhật', cell: (product) => formatDateTime(product.updatedAt), className: 'cell--nowrap' },
    editDeleteColumn((product) => adminPaths.outerProduct(product.id), onDelete),
  ];
  return (
    <DataTable
      label="danh mục sản phẩm"
      rows={outerProducts}
      columns={columns}
      rowKey={(product) => product.id}
      nameOf={(product) => product.name}
      updatedAtOf={(product) => product.updatedAt}
      emptyText="Chưa có danh mục nào"
    />
  );
};
