import type { FormEvent } from 'react';
import type { EmbeddedImage, OuterProduct, OuterProductUpdateInput, ProductType } from '@vongbi/functions/contract';
import { confirmUpdate } from '@/components/ui/confirm';
import { Field, PathField, SubmitButton } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { ImageUpload, useUploadsInFlight, type ImageUploader } from '@/components/ui/image-upload';
import { useFormValues, usePathProposal, useSubmit } from '@/components/form/use-form';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { productTypeNames } from '../product-types';

interface OuterProductFormProps {
  outerProduct?: OuterProduct;
  /** `?default=0|1` on /admin/products/new: the type is set and its selector hidden. */
  presetType?: ProductType;
  uploadImage: ImageUploader;
  onSave(input: OuterProductUpdateInput): Promise<void>;
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
  onReload,
}: OuterProductFormProps) => {
  const { values, set, dirty } = useFormValues<OuterProductValues>({
    name: outerProduct?.name ?? '',
    namePath: outerProduct?.namePath ?? '',
    summaryDetail: outerProduct?.summaryDetail ?? '',
    productType: outerProduct?.productType ?? presetType ?? 0,
    image: outerProduct?.image ?? null,
  });
  const path = usePathProposal(outerProduct !== undefined);
  const [uploading, trackUpload] = useUploadsInFlight();
  const submission = useSubmit();
  const setLeaveAllowed = useUnsavedChanges(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outerProduct && !confirmUpdate()) return;
    void submission.run(async () => {
      setLeaveAllowed(true);
      try {
        await onSave({
          name: values.name,
          namePath: values.namePath,
          summaryDetail: values.summaryDetail,
          productType: values.productType,
          imageId: values.image?.id ?? 0,
          updatedAt: outerProduct?.updatedAt,
        });
      } catch (error) {
        setLeaveAllowed(false);
        throw error;
      }
    });
  };

  const { fields } = submission;
  return (
    <form className="admin-form" onSubmit={submit}>
      <FormMessage state={submission} onReload={onReload} />
      <Field label="Tên danh mục" htmlFor="name" required error={fields.name}>
        <input
          id="name"
          value={values.name}
          required
          maxLength={200}
          onChange={(event) => {
            set('name', event.target.value);
            const proposal = path.proposalFor(event.target.value);
            if (proposal !== undefined) set('namePath', proposal);
          }}
        />
      </Field>
      <PathField
        id="namePath"
        proposedFrom="tên"
        value={values.namePath}
        error={fields.namePath}
        onChange={(value) => {
          set('namePath', value);
          path.pathTyped(value);
        }}
      />
      {presetType === undefined && (
        <Field label="Loại" htmlFor="productType" error={fields.productType}>
          <select
            id="productType"
            value={values.productType}
            onChange={(event) => set('productType', Number(event.target.value) as ProductType)}
          >
            {productTypeNames.map((name, type) => (
              <option key={type} value={type}>
                {name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Tóm tắt" htmlFor="summaryDetail" required error={fields.summaryDetail}>
        <textarea
          id="summaryDetail"
          rows={3}
          value={values.summaryDetail}
          required
          onChange={(event) => set('summaryDetail', event.target.value)}
        />
      </Field>
      <Field label="Ảnh" htmlFor="image" required error={fields.imageId}>
        <ImageUpload
          id="image"
          value={values.image}
          onChange={(image) => set('image', image)}
          upload={uploadImage}
          onBusyChange={(busy) => trackUpload('image', busy)}
          required
        />
      </Field>
      <SubmitButton label={outerProduct ? 'Cập nhật' : 'Tạo mới'} saving={submission.submitting} disabled={uploading} />
    </form>
  );
};
