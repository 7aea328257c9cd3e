import { validationError } from '#core/errors';
import { created, createResourceHandler, ok } from '#core/http';
import { parseMultipartEvent, type MultipartBody, type UploadedPart } from '#core/multipart';
import { storeDocument, storeImage } from '#core/services/store-image';
import { getFilesUsageOrNone } from '#core/services/unused-files';
import { FILE_FIELD, type UploadResult } from '#contract/file';
import { messages } from '#contract/messages';

/** The contract's upload is exactly one part, a file in the field `file`; anything else is a 400. */
const singleFile = (multipart: MultipartBody | undefined): UploadedPart => {
  const [file, ...others] = multipart?.files ?? [];
  if (!file) throw validationError({ [FILE_FIELD]: messages.required });
  if (others.length > 0 || file.fieldName !== FILE_FIELD || multipart!.fieldNames.length > 0) {
    throw validationError({ [FILE_FIELD]: 'Chỉ gửi đúng một tệp trong trường "file"' });
  }
  return file;
};

export const handler = createResourceHandler(
  'file',
  {
    upload: async ({ multipart }) => {
      const upload = singleFile(multipart);
      const { id, fileName, urlPath, outputPath } = await storeImage({
        bytes: upload.content,
        fileName: upload.fileName,
      });
      return created({ id, fileName, urlPath, outputPath } satisfies UploadResult);
    },
    uploadDocument: async ({ multipart }) => {
      const upload = singleFile(multipart);
      const { id, fileName, urlPath, outputPath } = await storeDocument({
        bytes: upload.content,
        fileName: upload.fileName,
      });
      return created({ id, fileName, urlPath, outputPath } satisfies UploadResult);
    },
    usage: async () => ok(await getFilesUsageOrNone()),
  },
  { parseMultipart: parseMultipartEvent },
);
