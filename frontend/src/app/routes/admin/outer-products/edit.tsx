import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { deleteInnerProduct } from '@/features/inner-products/api/delete-inner-product';
import { setInnerProductsAvailability } from '@/features/inner-products/api/set-availability';
import { InnerProductTable } from '@/features/inner-products/components/inner-product-table';
import { deleteOuterProduct } from '@/features/outer-products/api/delete-outer-product';
import { getOuterProduct } from '@/features/outer-products/api/get-outer-product';
import { updateOuterProduct } from '@/features/outer-products/api/update-outer-product';
import { OuterProductForm } from '@/features/outer-products/components/outer-product-form';
import { productTypeNames } from '@/features/outer-products/product-types';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { versionMark } from '@/features/publishing/publish-watch';
import { HistoryPanel } from '@/features/revisions/components/history-panel';
import { ApiError } from '@/lib/api-client';
import { messages } from '@vongbi/functions/contract/messages';
import { EditHeader } from '../edit-header';
import { useDelete } from '../use-delete';
import { PRODUCT_TYPE, type ProductType } from '@vongbi/functions/contract/site-addresses';

export const outerProductLoader = ({ params }: LoaderFunctionArgs) => getOuterProduct(params.outerId!);

const listOf = (product: OuterProductWithChildren) =>
  product.productType === PRODUCT_TYPE.maintenanceTool ? adminPaths.allMaintainProducts : adminPaths.allProducts;

export const EditOuterProductPage = () => {
  const outerProduct = useLoaderData<typeof outerProductLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const remove = useDelete();
  const watchPublish = useWatchPublish();
  return (
    <>
      <section className="panel">
        <EditHeader
          title={`Sửa danh mục: ${outerProduct.name}`}
          publicUrl={paths.outerProduct(outerProduct.namePath)}
          deleteLabel="Xóa danh mục"
          onDelete={() =>
            remove(
              () => deleteOuterProduct(outerProduct.id),
              () => navigate(listOf(outerProduct)),
            )
          }
        />
        <p className="breadcrumb">
          <Link to={listOf(outerProduct)}>← Danh sách</Link>
        </p>
        <OuterProductForm
          key={outerProduct.updatedAt}
          outerProduct={outerProduct}
          uploadImage={uploadCompressedImage}
          onSave={async (input) => {
            const saved = await updateOuterProduct(outerProduct.id, input);
            watchPublish({
              title: saved.name,
              url: paths.outerProduct(saved.namePath),
              marks: [versionMark(saved.updatedAt)],
            });
            window.alert('Cập nhật thành công');
            await revalidator.revalidate();
          }}
          onPreview={(input) => showPreview('OuterProduct', { ...input, id: outerProduct.id })}
          onReload={() => void revalidator.revalidate()}
        />
      </section>
      <section className="panel">
        <div className="panel__header">
          <h2 className="page-title">Sản phẩm trong danh mục ({outerProduct.innerProducts.length})</h2>
          <Link className="button button--primary" to={adminPaths.newInnerProduct(outerProduct.id)}>
            + Thêm sản phẩm
          </Link>
        </div>
        <InnerProductTable
          outerProductId={outerProduct.id}
          innerProducts={outerProduct.innerProducts}
          onDelete={(product) => remove(() => deleteInnerProduct(product.id))}
          onSetAvailability={async (ids, availability) => {
            try {
              const { updated } = await setInnerProductsAvailability({ ids, availability });
              window.alert(`Đã cập nhật tình trạng hàng của ${updated.length} sản phẩm`);
            } catch (error) {
              if (error instanceof ApiError && error.status === 401) return;
              window.alert(
                error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : messages.internal,
              );
            }
            await revalidator.revalidate();
          }}
        />
      </section>
      <HistoryPanel
        entity="OuterProduct"
        id={outerProduct.id}
        current={outerProduct}
        pathField="namePath"
        describe={(field, value) => (field === 'productType' ? productTypeNames[value as ProductType] : undefined)}
        onRestored={() => revalidator.revalidate()}
      />
    </>
  );
};
