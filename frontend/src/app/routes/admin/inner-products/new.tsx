import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { createInnerProduct } from '@/features/inner-products/api/create-inner-product';
import { InnerProductForm } from '@/features/inner-products/components/inner-product-form';
import { getOuterProduct } from '@/features/outer-products/api/get-outer-product';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { versionMark } from '@/features/publishing/publish-watch';

export const newInnerProductLoader = ({ params }: LoaderFunctionArgs) => getOuterProduct(params.outerId!);

export const NewInnerProductPage = () => {
  const outerProduct = useLoaderData<typeof newInnerProductLoader>();
  const navigate = useNavigate();
  const watchPublish = useWatchPublish();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Thêm sản phẩm vào “{outerProduct.name}”</h1>
      </div>
      <p className="breadcrumb">
        <Link to={adminPaths.outerProduct(outerProduct.id)}>← {outerProduct.name}</Link>
      </p>
      <InnerProductForm
        outerProductId={outerProduct.id}
        outerProductName={outerProduct.namePath}
        uploadImage={uploadCompressedImage}
        onSave={async (input) => {
          const created = await createInnerProduct(input);
          watchPublish({
            title: created.name,
            url: paths.innerProduct(created.outerProductName, created.namePath),
            marks: [versionMark(created.updatedAt)],
          });
          window.alert('Tạo mới thành công');
          navigate(adminPaths.outerProduct(outerProduct.id));
        }}
        onPreview={(input) => showPreview('InnerProduct', input)}
      />
    </section>
  );
};
