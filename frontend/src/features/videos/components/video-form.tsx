import type { EmbeddedImage, VideoInput } from '@vongbi/functions/contract';
import { AdminForm } from '@/components/form/admin-form';
import { Field } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { ImageUpload, type ImageUploader } from '@/components/ui/image-upload';
import { normalizeVideoIds } from '@/components/ui/video-ids';

interface VideoFormProps {
  uploadImage: ImageUploader;
  onSave(input: VideoInput): Promise<void>;
}

export const VideoForm = ({ uploadImage, onSave }: VideoFormProps) => {
  const form = useAdminForm({
    initial: { headerText: '', uniqueYoutubeId: '', image: null as EmbeddedImage | null },
    save: (values) =>
      onSave({
        headerText: values.headerText,
        uniqueYoutubeId: normalizeVideoIds(values.uniqueYoutubeId),
        imageId: values.image?.id ?? 0,
      }),
  });

  const { fields } = form;
  return (
    <AdminForm form={form}>
      <Field label="Tên video" htmlFor="headerText" required error={fields.headerText}>
        <input {...form.text('headerText')} required maxLength={300} />
      </Field>
      <Field
        label="Mã video YouTube"
        htmlFor="uniqueYoutubeId"
        required
        error={fields.uniqueYoutubeId}
        hint="11 ký tự, ví dụ dQw4w9WgXcQ; có thể dán cả đường dẫn YouTube."
      >
        <input {...form.text('uniqueYoutubeId')} required />
      </Field>
      <Field label="Ảnh đại diện" htmlFor="image" required error={fields.imageId}>
        <ImageUpload id="image" {...form.image('image')} upload={uploadImage} required />
      </Field>
    </AdminForm>
  );
};
