import type { PDFDocument, PDFObject } from 'pdf-lib';

// A certificate's PDF is decided by its own bytes, as an image is (image-type.ts): a PDF that loads, with no content
// that acts when opened. Browsers and desktop readers run a PDF's JavaScript, launch commands and open files it
// carries; a certificate needs none of that, so such a PDF is refused instead of served from the site's own origin.

/** Why a PDF is refused, in the words staff read. */
export type DocumentRefusal = 'not-pdf' | 'encrypted' | 'active-content';

/** The names of actions and parts that do something when a reader opens or clicks the document. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

const MARKUP = /<(script|html|!doctype|svg|iframe|body|\?php)[\s>/]/i;

const startsWithPdf = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 8)).toString('latin1').startsWith('%PDF-');

type PdfLib = typeof import('pdf-lib');

/** Whether a value (a dictionary and anything inside it, not through references) names active content. */
const holdsActiveContent = (pdf: PdfLib, value: PDFObject | undefined): boolean => {
  // However a name is written: `/J#61vaScript` is `/JavaScript`.
  if (value instanceof pdf.PDFName) return ACTIVE_NAMES.has(value.decodeText());
  if (value instanceof pdf.PDFArray) return value.asArray().some((entry) => holdsActiveContent(pdf, entry));
  if (value instanceof pdf.PDFDict) {
    return [...value.entries()].some(([key, entry]) => holdsActiveContent(pdf, key) || holdsActiveContent(pdf, entry));
  }
  if (value instanceof pdf.PDFStream) return holdsActiveContent(pdf, value.dict);
  return false;
};

/**
 * Undefined for a PDF that loads and holds no active content; otherwise why not. Every object is read, those
 * packed in compressed object streams included, so a name cannot hide there.
 */
export const checkPdf = async (bytes: Uint8Array): Promise<DocumentRefusal | undefined> => {
  if (!startsWithPdf(bytes) || MARKUP.test(Buffer.from(bytes).toString('latin1'))) return 'not-pdf';
  // Loaded when a PDF is checked, so the image uploads of the same function do not start it.
  const pdf = await import('pdf-lib');
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, to tell staff so rather than call it no PDF.
    document = await pdf.PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
    if (document.getPageCount() === 0) return 'not-pdf';
  } catch {
    return 'not-pdf';
  }
  if (document.isEncrypted) return 'encrypted';
  const objects = document.context.enumerateIndirectObjects();
  return objects.some(([, object]) => holdsActiveContent(pdf, object)) ? 'active-content' : undefined;
};
