import type { EmbeddedImage, OuterProduct, OuterProductUpdateInput, ProductType } from '@vongbi/functions/contract';
import { AdminForm } from '@/components/form/admin-form';
import { Field, PathField } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { ImageUpload, type ImageUploader } from '@/components/ui/image-upload';
import { productTypeNames } from '../product-types';
import { PRODUCT_TYPE } from '@vongbi/functions/contract/site-addresses';

interface OuterProductFormProps {
  outerProduct?: OuterProduct;
  /** `?default=0|1` on /admin/products/new: the type is set and its selector hidden. */
  presetType?: ProductType;
  uploadImage: ImageUploader;
  onSave(input: OuterProductUpdateInput): Promise<void>;
  /** Shows the page these values would publish, without saving (\"Xem trước\"). */
  onPreview?(input: OuterProductUpdateInput): Promise<void>;
  onReload?(): void;
}

interface OuterProductValues {
  name: string;
  namePath: string;
  summaryDetail: string;
  productType: ProductType;
  image: EmbeddedImage | null;
}

export const OuterProductForm = ({
  outerProduct,
  presetType,
  uploadImage,
  onSave,
  onPreview,
  onReload,
}: OuterProductFormProps) => {
  /** What a save (or a preview) sends for the form's values. */
  const request = (values: OuterProductValues): OuterProductUpdateInput => ({
    name: values.name,
    namePath: values.namePath,
    summaryDetail: values.summaryDetail,
    productType: values.productType,
    imageId: values.image?.id ?? 0,
    updatedAt: outerProduct?.updatedAt,
  });
  const form = useAdminForm<OuterProductValues>({
    initial: {
      name: outerProduct?.name ?? '',
      namePath: outerProduct?.namePath ?? '',
      summaryDetail: outerProduct?.summaryDetail ?? '',
      productType: outerProduct?.productType ?? presetType ?? 0,
      image: outerProduct?.image ?? null,
    },
    editing: outerProduct !== undefined,
    path: { name: 'name', path: 'namePath' },
    save: (values) => onSave(request(values)),
    preview: onPreview && ((values) => onPreview(request(values))),
  });

  const { values, fields } = form;
  return (
    <AdminForm form={form} onReload={onReload}>
      <Field label="Tên danh mục" htmlFor="name" required error={fields.name}>
        <input {...form.text('name')} required maxLength={200} />
      </Field>
      <PathField
        id="namePath"
        proposedFrom="tên"
        value={values.namePath}
        error={fields.namePath}
        onChange={(value) => form.set('namePath', value)}
      />
      {presetType === undefined && (
        <Field label="Loại" htmlFor="productType" error={fields.productType}>
          <select
            id="productType"
            value={values.productType}
            onChange={(event) => form.set('productType', Number(event.target.value) as ProductType)}
          >
            {Object.values(PRODUCT_TYPE).map((type) => (
              <option key={type} value={type}>
                {productTypeNames[type]}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Tóm tắt" htmlFor="summaryDetail" required error={fields.summaryDetail}>
        <textarea {...form.text('summaryDetail')} rows={3} required />
      </Field>
      <Field label="Ảnh" htmlFor="image" required error={fields.imageId}>
        <ImageUpload id="image" {...form.image('image')} upload={uploadImage} required />
      </Field>
    </AdminForm>
  );
};
