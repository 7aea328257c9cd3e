import { unzipSync, type UnzipFileInfo } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '#contract/catalogue-import';
import { messages } from '#contract/messages';
import { HttpError, tooLarge, validationError } from '../errors';
import { parseCsv, unguardFormula } from './csv';

// An import file read into a header row and data rows of text: XLSX (the first sheet, through read-excel-file) or
// CSV (UTF-8 with or without BOM, UTF-16 as Excel's "Unicode text", or Windows-1258, the ANSI code page Excel
// uses for Vietnamese). Nothing else is a spreadsheet here (415).
//
// An XLSX is a zip of XML, so before the library sees one its zip directory is checked (fflate, reading the
// central directory only): at most MAX_ENTRIES parts, none declaring more than MAX_PART_BYTES and all together
// at most MAX_UNZIPPED_BYTES once expanded (a zip bomb declares gigabytes: 413), and no part whose compressed
// data is bigger than the size it declares (a bomb that lies about its size: deflate never makes data bigger
// by more than a few bytes per block). fflate expands a part into a buffer of its declared size and no
// further, so the checked sizes bound the memory and the work of the expansion. Then its XML parts are read
// for a DOCTYPE: Excel and LibreOffice never write one, and a DOCTYPE is where external entities (XXE) and
// entity expansion ("billion laughs") are declared, so such a file is refused outright (415), whatever the
// XML parser would have done with it.

const MAX_ENTRIES = 2_000;
const MAX_PART_BYTES = 64 * 1024 * 1024;
const MAX_UNZIPPED_BYTES = 128 * 1024 * 1024;
/** Stored (0) and deflated (8) parts are all a spreadsheet program writes. */
const ZIP_METHODS = new Set([0, 8]);

export type SpreadsheetKind = 'xlsx' | 'csv';

export interface SheetTable {
  kind: SpreadsheetKind;
  /** The header row's cells as written (a blank header stays ""). */
  headers: string[];
  /** Every row below the header up to the last one with a value, each as long as the widest row. */
  rows: string[][];
}

export const notSpreadsheet = (): HttpError => new HttpError(415, 'UNSUPPORTED_MEDIA', messages.notSpreadsheet);

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The parts of an XLSX as its zip directory declares them; 415 when it is not a zip or not an XLSX. */
const zipDirectory = (bytes: Uint8Array): UnzipFileInfo[] => {
  const parts: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (part) => {
        parts.push(part);
        return false;
      },
    });
  } catch {
    throw notSpreadsheet();
  }
  const names = new Set(parts.map((part) => part.name));
  if (!names.has('[Content_Types].xml') || !parts.some((part) => part.name.startsWith('xl/'))) throw notSpreadsheet();
  return parts;
};

/** Refuses a zip bomb (413) and a part that lies about its size or uses another compression (415). */
const checkSizes = (parts: readonly UnzipFileInfo[]): void => {
  if (parts.length > MAX_ENTRIES) throw tooLarge();
  let total = 0;
  for (const part of parts) {
    if (!ZIP_METHODS.has(part.compression)) throw notSpreadsheet();
    if (part.originalSize > MAX_PART_BYTES) throw tooLarge();
    total += part.originalSize;
    if (total > MAX_UNZIPPED_BYTES) throw tooLarge();
    // Stored data is as long as it declares; deflate adds at most 5 bytes per 64 KB block to incompressible data.
    if (part.size > part.originalSize + Math.ceil(part.originalSize / 1000) + 1024) throw notSpreadsheet();
  }
};

const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/** Refuses XML that declares a DOCTYPE (where entities are declared) or an entity. */
const checkNoDoctype = (bytes: Uint8Array): void => {
  let xml: Record<string, Uint8Array>;
  try {
    xml = unzipSync(bytes, { filter: (part) => isXmlPart(part.name) });
  } catch {
    throw notSpreadsheet();
  }
  for (const part of Object.values(xml)) {
    const text = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    if (text.indexOf('<!DOCTYPE') >= 0 || text.indexOf('<!ENTITY') >= 0) throw notSpreadsheet();
  }
};

/** A cell as text: numbers as written in the file (parseNumber below), dates as ISO days. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
};

const readXlsx = async (bytes: Uint8Array): Promise<string[][]> => {
  checkSizes(zipDirectory(bytes));
  checkNoDoctype(bytes);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  try {
    // Text kept exactly (no trimming) and numbers as the digits the file holds ("12.7", not 12.699999…).
    const rows = await readSheet(buffer, { trim: false, parseNumber: (text: string) => text });
    return rows.map((row) => row.map(cellText));
  } catch {
    throw notSpreadsheet();
  }
};

const BOMS = {
  utf8: [0xef, 0xbb, 0xbf],
  utf16le: [0xff, 0xfe],
  utf16be: [0xfe, 0xff],
} as const;

/**
 * The text of a CSV file. Without a BOM, UTF-8 when the bytes are valid UTF-8, else Windows-1258 (its tones
 * are combining marks: composed to NFC, as the rest of the catalogue is). NUL bytes outside UTF-16 mean a binary
 * file, not text (415).
 */
export const decodeCsv = (bytes: Uint8Array): string => {
  if (startsWith(bytes, BOMS.utf16le)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, BOMS.utf16be)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = startsWith(bytes, BOMS.utf8) ? bytes.subarray(3) : bytes;
  if (body.includes(0)) throw notSpreadsheet();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1258').decode(body).normalize('NFC');
  }
};

const readCsv = (bytes: Uint8Array): string[][] => parseCsv(decodeCsv(bytes)).map((row) => row.map(unguardFormula));

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * Reads an import file: 413 over MAX_IMPORT_FILE_BYTES, 415 when it is not an XLSX or CSV we read, 400 without a
 * header row or with more than MAX_IMPORT_ROWS rows below it. Nothing is written.
 */
export const readSpreadsheet = async (bytes: Uint8Array): Promise<SheetTable> => {
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw tooLarge();
  if (bytes.length === 0) throw validationError({ file: 'Tệp trống' });
  const kind: SpreadsheetKind = startsWith(bytes, ZIP_SIGNATURE) ? 'xlsx' : 'csv';
  const cells = kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  let end = cells.length;
  while (end > 0 && isBlank(cells[end - 1]!)) end -= 1;
  if (end === 0) throw validationError({ file: 'Tệp không có dòng tiêu đề' });
  const width = Math.max(...cells.slice(0, end).map((row) => row.length));
  const padded = cells.slice(0, end).map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
  const [headers, ...rows] = padded;
  if (rows.length > MAX_IMPORT_ROWS) {
    throw validationError({
      file: `Tối đa ${MAX_IMPORT_ROWS.toLocaleString('vi-VN')} dòng (tệp có ${rows.length.toLocaleString('vi-VN')})`,
    });
  }
  return { kind, headers: headers!, rows };
};
