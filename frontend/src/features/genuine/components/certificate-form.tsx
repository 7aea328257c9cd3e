import type { Certificate, CertificateInput, EmbeddedDocument, EmbeddedImage } from '@vongbi/functions/contract';
import { AdminForm } from '@/components/form/admin-form';
import { Field } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { ImageUpload, type ImageUploader } from '@/components/ui/image-upload';
import { uploadDocument } from '../api/upload-document';
import { DocumentUpload } from './document-upload';

interface CertificateFormProps {
  /** The saved certificate being edited; none for a new one. */
  certificate?: Certificate;
  uploadImage: ImageUploader;
  onSave(input: CertificateInput): Promise<void>;
  onReload?(): void;
}

/** A certificate: its title, who issued it, the days it is valid (both included), its scan and its PDF. */
export const CertificateForm = ({ certificate, uploadImage, onSave, onReload }: CertificateFormProps) => {
  const form = useAdminForm({
    editing: certificate !== undefined,
    initial: {
      title: certificate?.title ?? '',
      issuer: certificate?.issuer ?? '',
      validFrom: certificate?.validFrom ?? '',
      validTo: certificate?.validTo ?? '',
      image: (certificate?.image ?? null) as EmbeddedImage | null,
      document: (certificate?.document ?? null) as EmbeddedDocument | null,
    },
    save: (values) =>
      onSave({
        title: values.title,
        issuer: values.issuer,
        validFrom: values.validFrom,
        validTo: values.validTo,
        imageId: values.image?.id ?? null,
        documentId: values.document?.id ?? null,
        updatedAt: certificate?.updatedAt,
      }),
  });
  const { fields, values } = form;
  return (
    <AdminForm form={form} onReload={onReload}>
      <Field
        label="Tên chứng nhận"
        htmlFor="title"
        required
        error={fields.title}
        hint="Ví dụ: Giấy chứng nhận nhà phân phối ủy quyền FAG, INA"
      >
        <input {...form.text('title')} required maxLength={200} />
      </Field>
      <Field label="Đơn vị cấp" htmlFor="issuer" required error={fields.issuer} hint="Ví dụ: Schaeffler Vietnam">
        <input {...form.text('issuer')} required maxLength={200} />
      </Field>
      <div className="admin-form__row admin-form__row--top">
        <Field label="Hiệu lực từ ngày" htmlFor="validFrom" required error={fields.validFrom}>
          <input {...form.text('validFrom')} type="date" required />
        </Field>
        <Field
          label="Hết hạn ngày"
          htmlFor="validTo"
          required
          error={fields.validTo}
          hint="Trang Hàng chính hãng ẩn chứng nhận từ ngày hôm sau."
        >
          <input {...form.text('validTo')} type="date" min={values.validFrom || undefined} required />
        </Field>
      </div>
      <Field
        label="Ảnh chứng nhận"
        htmlFor="image"
        error={fields.imageId}
        hint="Cần ảnh, tệp PDF, hoặc cả hai. Ảnh chụp hoặc ảnh quét (JPEG, PNG, WebP); khách bấm vào ảnh để xem bản đầy đủ."
      >
        <ImageUpload
          id="image"
          {...form.image('image')}
          upload={uploadImage}
          invalid={Boolean(fields.imageId)}
          onClear={() => form.image('image').onChange(null)}
        />
      </Field>
      <Field
        label="Tệp PDF chứng nhận"
        htmlFor="document"
        error={fields.documentId}
        hint="Bản PDF gốc, tối đa 4 MB. Khách mở hoặc tải về từ trang Hàng chính hãng."
      >
        <DocumentUpload
          id="document"
          {...form.image('document')}
          upload={uploadDocument}
          invalid={Boolean(fields.documentId)}
        />
      </Field>
    </AdminForm>
  );
};
