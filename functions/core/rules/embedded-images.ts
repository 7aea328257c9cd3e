import type { EmbeddedDocument, EmbeddedImage, ImageRef } from '#contract/file';
import type { StoredFile } from '../models/file';

// Responses embed the image objects next to the ids they refer to. Writes check that every id exists, so
// a missing file here means it was removed later: the id stays, the embedded object is null or left out.

/** The part of a file record that responses embed. */
export const toEmbeddedImage = (file: StoredFile): EmbeddedImage => ({
  id: file.id,
  fileName: file.fileName,
  urlPath: file.urlPath,
  createdAt: file.createdAt,
});

/** What responses embed of a stored PDF: its size too, for the link that opens it. */
export const toEmbeddedDocument = (file: StoredFile): EmbeddedDocument => ({
  id: file.id,
  fileName: file.fileName,
  urlPath: file.urlPath,
  size: file.size,
});

export const embedImage = (files: ReadonlyMap<number, StoredFile>, id: number): EmbeddedImage | null => {
  const file = files.get(id);
  return file ? toEmbeddedImage(file) : null;
};

export const embedImageRefs = (files: ReadonlyMap<number, StoredFile>, ids: readonly number[]): ImageRef[] =>
  ids.flatMap((imageId) => {
    const file = files.get(imageId);
    return file ? [{ imageId, image: toEmbeddedImage(file) }] : [];
  });
