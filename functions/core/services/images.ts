import { messages } from '#contract/messages';
import { validationError } from '../errors';
import { DOCUMENT_CONTENT_TYPE, type StoredFile } from '../models/file';
import { getFiles } from '../repositories/file-repository';

// Entities refer to uploaded files by id; a write may name only files that exist and are of the field's kind: an
// image field never a PDF, a document field only a PDF.

const IMAGE_MISSING = 'Ảnh không tồn tại';

const isDocument = (file: StoredFile) => file.contentType === DOCUMENT_CONTENT_TYPE;

/**
 * A write that names an image id that does not exist is a 400. `fields` maps each input field
 * (`imageId`, `imageIds`…) to the ids it names. Answers the files, for the response to embed.
 */
export const assertImagesExist = async (
  fields: Record<string, readonly number[]>,
): Promise<Map<number, StoredFile>> => {
  const files = await getFiles(Object.values(fields).flat());
  const errors: Record<string, string> = {};
  for (const [field, ids] of Object.entries(fields)) {
    if (ids.some((id) => !files.has(id))) errors[field] = IMAGE_MISSING;
    else if (ids.some((id) => isDocument(files.get(id)!))) errors[field] = messages.notAnImage;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return files;
};

/** The PDF a write names in `field`: a 400 when there is none by that id, or it is not a stored PDF. */
export const assertDocumentExists = async (field: string, id: number): Promise<StoredFile> => {
  const file = (await getFiles([id])).get(id);
  if (!file || !isDocument(file)) throw validationError({ [field]: messages.notADocument });
  return file;
};
