import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryProduct } from '@vongbi/functions/contract';
import type { Availability } from '@vongbi/functions/contract/technical-data';
import { DataTable, editDeleteColumn, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { AvailabilityCell, AvailabilitySelectionBar } from './availability-selection';

interface InnerProductTableProps {
  outerProductId: number;
  innerProducts: CategoryProduct[];
  onDelete(innerProduct: CategoryProduct): void;
  /** Sets one availability (or none) on the products ticked; the selection clears once it is saved. */
  onSetAvailability(ids: number[], availability: Availability | null): Promise<void>;
}

export const InnerProductTable = ({
  outerProductId,
  innerProducts,
  onDelete,
  onSetAvailability,
}: InnerProductTableProps) => {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A product deleted or moved since it was ticked is no longer part of the selection.
  const ticked = innerProducts.filter((product) => selected.has(product.id)).map((product) => product.id);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns: Column<CategoryProduct>[] = [
    {
      header: 'Chọn',
      cell: (product) => (
        <input
          type="checkbox"
          checked={selected.has(product.id)}
          onChange={() => toggle(product.id)}
          aria-label={`Chọn ${product.name}`}
        />
      ),
      className: 'cell--select',
    },
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
    { header: 'Tình trạng hàng', cell: (product) => <AvailabilityCell availability={product.availability} /> },
    { header: 'Đường dẫn', cell: (product) => product.namePath, className: 'cell--path' },
    { header: 'Mô tả ngắn', cell: (product) => product.shortDescription, className: 'cell--clamp' },
    editDeleteColumn((product) => adminPaths.innerProduct(outerProductId, product.id), onDelete),
  ];
  return (
    <>
      {innerProducts.length > 0 && (
        <AvailabilitySelectionBar
          selectedCount={ticked.length}
          total={innerProducts.length}
          onSelectAll={() => setSelected(new Set(innerProducts.map((product) => product.id)))}
          onClear={() => setSelected(new Set())}
          onApply={async (availability) => {
            await onSetAvailability(ticked, availability);
            setSelected(new Set());
          }}
        />
      )}
      <DataTable
        label="sản phẩm"
        rows={innerProducts}
        columns={columns}
        rowKey={(product) => product.id}
        nameOf={(product) => product.name}
        emptyText="Danh mục chưa có sản phẩm nào"
      />
    </>
  );
};
