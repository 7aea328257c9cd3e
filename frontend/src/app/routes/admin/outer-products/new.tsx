import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_TYPE, type ProductType } from '@vongbi/functions/contract/site-addresses';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { createOuterProduct } from '@/features/outer-products/api/create-outer-product';
import { OuterProductForm } from '@/features/outer-products/components/outer-product-form';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { versionMark } from '@/features/publishing/publish-watch';

/** `?default=<productType>` presets a main product or a maintenance tool; anything else shows the selector. */
const presetOf = (value: string | null): ProductType | undefined =>
  Object.values(PRODUCT_TYPE).find((type) => String(type) === value);

const titles: Record<ProductType, string> = {
  [PRODUCT_TYPE.product]: 'Tạo danh mục sản phẩm',
  [PRODUCT_TYPE.maintenanceTool]: 'Tạo danh mục dụng cụ bảo dưỡng',
};

export const NewOuterProductPage = () => {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const presetType = presetOf(search.get('default'));
  const watchPublish = useWatchPublish();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">{presetType === undefined ? 'Tạo danh mục' : titles[presetType]}</h1>
      </div>
      <OuterProductForm
        key={presetType}
        presetType={presetType}
        uploadImage={uploadCompressedImage}
        onSave={async (input) => {
          const created = await createOuterProduct(input);
          watchPublish({
            title: created.name,
            url: paths.outerProduct(created.namePath),
            marks: [versionMark(created.updatedAt)],
          });
          window.alert('Tạo mới thành công');
          // Its page holds the inner-product table and the button to add the first one.
          navigate(adminPaths.outerProduct(created.id));
        }}
        onPreview={(input) => showPreview('OuterProduct', input)}
      />
    </section>
  );
};
