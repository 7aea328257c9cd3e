import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { deleteInnerProduct } from '@/features/inner-products/api/delete-inner-product';
import { getInnerProduct } from '@/features/inner-products/api/get-inner-product';
import { updateInnerProduct } from '@/features/inner-products/api/update-inner-product';
import { InnerProductForm } from '@/features/inner-products/components/inner-product-form';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { versionMark } from '@/features/publishing/publish-watch';
import { HistoryPanel } from '@/features/revisions/components/history-panel';
import { EditHeader } from '../edit-header';
import { useDelete } from '../use-delete';

export const innerProductLoader = async ({ params }: LoaderFunctionArgs) => {
  const innerProduct = await getInnerProduct(params.innerId!);
  // A product reached under another category's URL is not this screen's product.
  if (String(innerProduct.outerProductId) !== params.outerId) throw new Response('', { status: 404 });
  return innerProduct;
};

export const EditInnerProductPage = () => {
  const innerProduct = useLoaderData<typeof innerProductLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const remove = useDelete();
  const watchPublish = useWatchPublish();
  const outerPage = adminPaths.outerProduct(innerProduct.outerProductId);
  return (
    <>
      <section className="panel">
        <EditHeader
          title={`Sửa sản phẩm: ${innerProduct.name}`}
          publicUrl={paths.innerProduct(innerProduct.outerProductName, innerProduct.namePath)}
          onDelete={() =>
            remove(
              () => deleteInnerProduct(innerProduct.id),
              () => navigate(outerPage),
            )
          }
        />
        <p className="breadcrumb">
          <Link to={outerPage}>← {innerProduct.outerProductActualName}</Link>
        </p>
        <InnerProductForm
          key={innerProduct.updatedAt}
          outerProductId={innerProduct.outerProductId}
          outerProductName={innerProduct.outerProductName}
          innerProduct={innerProduct}
          uploadImage={uploadCompressedImage}
          onSave={async (input) => {
            const saved = await updateInnerProduct(innerProduct.id, input);
            watchPublish({
              title: saved.name,
              url: paths.innerProduct(saved.outerProductName, saved.namePath),
              marks: [versionMark(saved.updatedAt)],
            });
            window.alert('Cập nhật thành công');
            navigate(outerPage);
          }}
          onPreview={(input) => showPreview('InnerProduct', { ...input, id: innerProduct.id })}
          onReload={() => void revalidator.revalidate()}
        />
      </section>
      <HistoryPanel
        entity="InnerProduct"
        id={innerProduct.id}
        current={innerProduct}
        pathField="namePath"
        describe={(field, value) =>
          field === 'outerProductId' && value === innerProduct.outerProductId
            ? innerProduct.outerProductActualName
            : undefined
        }
        onRestored={async () => {
          // A restore may have moved the product back to another category, whose screen this then is.
          const restored = await getInnerProduct(innerProduct.id);
          if (restored.outerProductId === innerProduct.outerProductId) await revalidator.revalidate();
          else navigate(adminPaths.innerProduct(restored.outerProductId, restored.id));
        }}
      />
    </>
  );
};
