import type { FormEvent } from 'react';
import type { EmbeddedImage, VideoInput } from '@vongbi/functions/contract';
import { Field, SubmitButton } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { ImageUpload, useUploadsInFlight, type ImageUploader } from '@/components/ui/image-upload';
import { useFormValues, useSubmit } from '@/components/form/use-form';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { normalizeVideoIds } from '@/components/ui/video-ids';

interface VideoFormProps {
  uploadImage: ImageUploader;
  onSave(input: VideoInput): Promise<void>;
}

export const VideoForm = ({ uploadImage, onSave }: VideoFormProps) => {
  const { values, set, dirty } = useFormValues({
    headerText: '',
    uniqueYoutubeId: '',
    image: null as EmbeddedImage | null,
  });
  const [uploading, trackUpload] = useUploadsInFlight();
  const submission = useSubmit();
  const setLeaveAllowed = useUnsavedChanges(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      setLeaveAllowed(true);
      try {
        await onSave({
          headerText: values.headerText,
          uniqueYoutubeId: normalizeVideoIds(values.uniqueYoutubeId),
          imageId: values.image?.id ?? 0,
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
      <FormMessage state={submission} />
      <Field label="Tên video" htmlFor="headerText" required error={fields.headerText}>
        <input
          id="headerText"
          value={values.headerText}
          required
          maxLength={300}
          onChange={(event) => set('headerText', event.target.value)}
        />
      </Field>
      <Field
        label="Mã video YouTube"
        htmlFor="uniqueYoutubeId"
        required
        error={fields.uniqueYoutubeId}
        hint="11 ký tự, ví dụ dQw4w9WgXcQ; có thể dán cả đường dẫn YouTube."
      >
        <input
          id="uniqueYoutubeId"
          value={values.uniqueYoutubeId}
          required
          onChange={(event) => set('uniqueYoutubeId', event.target.value)}
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
      <SubmitButton label="Tạo mới" saving={submission.submitting} disabled={uploading} />
    </form>
  );
};
