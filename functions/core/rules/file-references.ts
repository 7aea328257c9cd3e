// Which uploads a record refers to, for the sweep that removes the ones nothing uses. A record names an
// upload by its id (`imageId`, `outerImageId`, `imageIds`, a certificate's `documentId`) or by its URL in text
// (rich HTML, a configuration value), the original's or a WebP copy's, site-relative or absolute. Both are read
// from every field, at any depth, so a field added to a record later is covered without anyone remembering to.

/** `files/2026/11/<uuid>`: what an upload's original and its WebP copies have in common. */
const UPLOAD_STEM = /files\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The fields that hold file ids: `imageId`, `outerImageId`, `imageIds`, `documentId`. */
const FILE_ID_FIELD = /(imageIds?|documentId)$/i;

export interface FileReferences {
  ids: Set<number>;
  stems: Set<string>;
}

export const noFileReferences = (): FileReferences => ({ ids: new Set(), stems: new Set() });

/** The stem of an upload's object key or URL (`/static/files/2026/11/<uuid>-w640.webp`), if it is one. */
export const uploadStem = (keyOrUrl: string): string | undefined => keyOrUrl.match(UPLOAD_STEM)?.[0];

const addIds = (references: FileReferences, value: unknown): void => {
  for (const id of Array.isArray(value) ? value : [value]) {
    const number = Number(id);
    if (Number.isInteger(number) && number > 0) references.ids.add(number);
  }
};

/** Adds what `value` (a record, or any part of one) refers to. */
export const addFileReferences = (references: FileReferences, value: unknown, field = ''): void => {
  if (FILE_ID_FIELD.test(field)) addIds(references, value);
  if (typeof value === 'string') {
    for (const stem of value.match(UPLOAD_STEM) ?? []) references.stems.add(stem);
  } else if (Array.isArray(value)) {
    for (const entry of value) addFileReferences(references, entry);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, entry] of Object.entries(value)) addFileReferences(references, entry, name);
  }
};
