import { Link, useLoaderData } from 'react-router-dom';
import type { ProductType } from '@vongbi/functions/contract';
import { adminPaths } from '@/config/admin-screens';
import { ExportButtons } from '@/features/catalogue/components/export-buttons';
import { deleteOuterProduct } from '@/features/outer-products/api/delete-outer-product';
import { getAllOuterProducts } from '@/features/outer-products/api/get-all-outer-products';
import { OuterProductTable } from '@/features/outer-products/components/outer-product-table';
import { useDelete } from '../use-delete';
import { PRODUCT_TYPE } from '@vongbi/functions/contract/site-addresses';

export const outerProductsLoader = () => getAllOuterProducts();

interface OuterProductListProps {
  title: string;
  /** /admin/all-products (main products) and /admin/all-maintainproducts (tools); /admin/products shows both. */
  type?: ProductType;
}

const OuterProductList = ({ title, type }: OuterProductListProps) => {
  const outerProducts = useLoaderData<typeof outerProductsLoader>();
  const remove = useDelete();
  const shown = type === undefined ? outerProducts : outerProducts.filter((product) => product.productType === type);
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">{title}</h1>
        <span className="panel__actions">
          <ExportButtons />
          <Link className="button button--ghost" to={adminPaths.catalogueImport}>
            Nhập từ tệp
          </Link>
          {type === undefined ? (
            <>
              <Link className="button button--primary" to={adminPaths.newOuterProduct(PRODUCT_TYPE.product)}>
                + Danh mục sản phẩm
              </Link>
              <Link className="button button--ghost" to={adminPaths.newOuterProduct(PRODUCT_TYPE.maintenanceTool)}>
                + Dụng cụ bảo dưỡng
              </Link>
            </>
          ) : (
            <Link className="button button--primary" to={adminPaths.newOuterProduct(type)}>
              + Tạo mới
            </Link>
          )}
        </span>
      </div>
      <OuterProductTable
        outerProducts={shown}
        showType={type === undefined}
        onDelete={(product) => remove(() => deleteOuterProduct(product.id))}
      />
    </section>
  );
};

export const ProductsPage = () => <OuterProductList title="Danh mục sản phẩm và dụng cụ" />;
export const AllProductsPage = () => <OuterProductList title="Sản phẩm" type={PRODUCT_TYPE.product} />;
export const AllMaintainProductsPage = () => (
  <OuterProductList title="Dụng cụ bảo dưỡng" type={PRODUCT_TYPE.maintenanceTool} />
);
