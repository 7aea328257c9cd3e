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

/** An upload route: the one file checked and stored by `store`, answered 201 as the contract's UploadResult. */
const uploadWith =
  (store: typeof storeImage) =>
  async ({ multipart }: { multipart?: MultipartBody }) => {
    const upload = singleFile(multipart);
    const { id, fileName, urlPath, outputPath } = await store({ bytes: upload.content, fileName: upload.fileName });
    return created({ id, fileName, urlPath, outputPath } satisfies UploadResult);
  };

export const handler = createResourceHandler(
  'file',
  {
    upload: uploadWith(storeImage),
    uploadDocument: uploadWith(storeDocument),
    usage: async () => ok(await getFilesUsageOrNone()),
  },
  { parseMultipart: parseMultipartEvent },
);
