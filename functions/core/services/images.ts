import { validationError } from '../errors';
import type { StoredFile } from '../models/file';
import { getFiles } from '../repositories/file-repository';

// Entities refer to uploaded images by id; a write may name only images that exist.

const IMAGE_MISSING = 'Ảnh không tồn tại';

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
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return files;
};
