import type { FormEvent } from 'react';
import type { EmbeddedImage, InnerProduct, InnerProductUpdateInput } from '@vongbi/functions/contract';
import { confirmUpdate } from '@/components/ui/confirm';
import { Field, PathField, SubmitButton, VideosField } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { ImageList, ImageUpload, useUploadsInFlight, type ImageUploader } from '@/components/ui/image-upload';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { useFormValues, usePathProposal, useSubmit } from '@/components/form/use-form';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { normalizeVideoIds } from '@/components/ui/video-ids';

interface InnerProductFormProps {
  outerProductId: number;
  /** The outer product's namePath, sent with updates as the contract allows. */
  outerProductName: string;
  innerProduct?: InnerProduct;
  uploadImage: ImageUploader;
  onSave(input: InnerProductUpdateInput): Promise<void>;
  onReload?(): void;
}

interface InnerProductValues {
  name: string;
  namePath: string;
  description: string;
  shortDescription: string;
  brand: string;
  madeIn: string;
  productSeries: string;
  videos: string;
  image: EmbeddedImage | null;
  images: EmbeddedImage[];
}

export const InnerProductForm = ({
  outerProductId,
  outerProductName,
  innerProduct,
  uploadImage,
  onSave,
  onReload,
}: InnerProductFormProps) => {
  const { values, set, dirty } = useFormValues<InnerProductValues>({
    name: innerProduct?.name ?? '',
    namePath: innerProduct?.namePath ?? '',
    description: innerProduct?.description ?? '',
    shortDescription: innerProduct?.shortDescription ?? '',
    brand: innerProduct?.brand ?? '',
    madeIn: innerProduct?.madeIn ?? '',
    productSeries: innerProduct?.productSeries ?? '',
    videos: innerProduct?.videos ?? '',
    image: innerProduct?.image ?? null,
    images: innerProduct?.innerProductImages.map((entry) => entry.image) ?? [],
  });
  const path = usePathProposal(innerProduct !== undefined);
  const [uploading, trackUpload] = useUploadsInFlight();
  const submission = useSubmit();
  const setLeaveAllowed = useUnsavedChanges(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (innerProduct && !confirmUpdate()) return;
    void submission.run(async () => {
      setLeaveAllowed(true);
      try {
        await onSave({
          name: values.name,
          namePath: values.namePath,
          description: values.description,
          shortDescription: values.shortDescription,
          brand: values.brand,
          madeIn: values.madeIn,
          productSeries: values.productSeries,
          videos: normalizeVideoIds(values.videos),
          imageId: values.image?.id ?? 0,
          imageIds: values.images.map((image) => image.id),
          outerProductId,
          outerProductName,
          updatedAt: innerProduct?.updatedAt,
        });
      } catch (error) {
        setLeaveAllowed(false);
        throw error;
      }
    });
  };

  const { fields } = submission;
  const text = (key: 'brand' | 'madeIn' | 'productSeries', label: string) => (
    <Field label={label} htmlFor={key} error={fields[key]}>
      <input id={key} value={values[key]} maxLength={200} onChange={(event) => set(key, event.target.value)} />
    </Field>
  );
  return (
    <form className="admin-form" onSubmit={submit}>
      <FormMessage state={submission} onReload={onReload} />
      <Field label="Tên sản phẩm" htmlFor="name" required error={fields.name}>
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
      <div className="admin-form__row">
        {text('productSeries', 'Mã sản phẩm')}
        {text('brand', 'Thương hiệu')}
        {text('madeIn', 'Xuất xứ')}
      </div>
      <Field label="Mô tả ngắn" htmlFor="shortDescription" error={fields.shortDescription}>
        <textarea
          id="shortDescription"
          rows={3}
          value={values.shortDescription}
          onChange={(event) => set('shortDescription', event.target.value)}
        />
      </Field>
      <Field label="Ảnh đại diện" htmlFor="image" required error={fields.imageId}>
        <ImageUpload
          id="image"
          value={values.image}
          onChange={(image) => set('image', image)}
          upload={uploadImage}
          onBusyChange={(busy) => trackUpload('image', busy)}
          required
        />
      </Field>
      <Field label="Ảnh chi tiết" htmlFor="images" required error={fields.imageIds}>
        <ImageList
          id="images"
          value={values.images}
          onChange={(images) => set('images', images)}
          upload={uploadImage}
          onBusyChange={(busy) => trackUpload('images', busy)}
          required
        />
      </Field>
      <Field label="Thông tin chi tiết" htmlFor="description" required error={fields.description}>
        <RichTextEditor
          id="description"
          initialValue={values.description}
          onChange={(html) => set('description', html)}
          uploadImage={uploadImage}
        />
      </Field>
      <VideosField value={values.videos} error={fields.videos} onChange={(value) => set('videos', value)} />
      <SubmitButton label={innerProduct ? 'Cập nhật' : 'Tạo mới'} saving={submission.submitting} disabled={uploading} />
    </form>
  );
};
