import {
  CATALOGUE_COLUMNS,
  IGNORED_COLUMN,
  recogniseHeader,
  type CatalogueColumn,
  type ColumnMapping,
} from '#contract/catalogue-import';
import { parseDesignation } from '#contract/designation';
import type { CrossReference } from '#contract/inner-product';
import { messages } from '#contract/messages';
import { removeDiacritics } from '#contract/text';
import { HttpError, validationError } from '../errors';

// The catalogue's spreadsheet columns on the server: which column of a file holds what (headers recognised, or
// as staff mapped them), and the key an import finds a product by.

/** What a column of a file holds: one of the catalogue's columns, or nothing read (`undefined`). */
export type ColumnPlan = (CatalogueColumn | undefined)[];

/** How a header without text is named to staff in the mapping step and in messages. */
export const blankHeaderName = (index: number): string => `(cột ${columnLetter(index)})`;

/** A column's letter as spreadsheet programs show it: 0 → A, 26 → AA. */
export const columnLetter = (index: number): string => {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
};

/** The name of a file's column for staff: its header, or its letter when the header is blank. */
export const headerName = (headers: readonly string[], index: number): string =>
  headers[index]!.trim() || blankHeaderName(index);

const CHOICES = new Set<string>([...CATALOGUE_COLUMNS.map((column) => column.key), IGNORED_COLUMN]);

/** A mapping as sent (a ColumnMapping, or nothing); 400 when it is not one. */
export const columnMappingOf = (value: unknown): ColumnMapping => {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationError({ mapping: 'Cách ghép cột không hợp lệ' });
  }
  for (const [header, choice] of Object.entries(value)) {
    if (typeof choice !== 'string' || !CHOICES.has(choice)) {
      throw validationError({ mapping: `Cột "${header}": nội dung không hợp lệ` });
    }
  }
  return value as ColumnMapping;
};

/**
 * What each column of the file holds: staff's mapping first, then the header itself. A header neither names
 * (other than a blank one over an empty column) is 400 UNKNOWN_COLUMNS, each such header in `fields`: the screen
 * asks staff what it holds rather than read it as nothing. Two columns holding the same thing are a 400.
 */
export const planColumns = (
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
): ColumnPlan => {
  const unknown: Record<string, string> = {};
  const plan: ColumnPlan = headers.map((header, index) => {
    const name = headerName(headers, index);
    const chosen = mapping[name];
    if (chosen !== undefined) return chosen === IGNORED_COLUMN ? undefined : chosen;
    const recognised = header.trim() ? recogniseHeader(header) : undefined;
    if (recognised) return recognised;
    const empty = rows.every((row) => row[index]!.trim() === '');
    if (!header.trim() && empty) return undefined;
    unknown[name] = 'Chưa rõ cột này chứa gì';
    return undefined;
  });
  if (Object.keys(unknown).length > 0) {
    throw new HttpError(400, 'UNKNOWN_COLUMNS', messages.unknownColumns, unknown);
  }
  const seen = new Map<CatalogueColumn, string>();
  const twice: Record<string, string> = {};
  plan.forEach((column, index) => {
    if (!column) return;
    const first = seen.get(column);
    if (first !== undefined) twice[headerName(headers, index)] = `Trùng nội dung với cột "${first}"`;
    else seen.set(column, headerName(headers, index));
  });
  if (Object.keys(twice).length > 0) throw validationError(twice);
  return plan;
};

/**
 * The product code in the form the designation search reads it: a bearing designation by its key (`6205 2RSR`,
 * `6205-2RSR` and `62052RSR` are one), anything else in capitals without separators (`LUK 624 3185 09` →
 * `LUK624318509`). Empty for no code.
 */
export const normalisedCode = (code: string): string => {
  const trimmed = code.trim();
  if (trimmed === '') return '';
  return (
    parseDesignation(trimmed)?.key ??
    removeDiacritics(trimmed)
      .replace(/[^a-z0-9/.]+/g, '')
      .toUpperCase()
  );
};

/** A brand as matched: "FAG", "fag" and " Fag " are one; "Schaeffler" another. */
export const normalisedBrand = (brand: string): string => removeDiacritics(brand).replace(/[^a-z0-9]+/g, '');

/** The key an import finds a product by: its normalised code and brand; undefined for a product without a code. */
export const productKey = (product: { productSeries: string; brand: string }): string | undefined => {
  const code = normalisedCode(product.productSeries);
  return code ? `${normalisedBrand(product.brand)}|${code}` : undefined;
};

/**
 * Confirmed equivalents as a cell writes them: one a line, "SKF: 6205-2RS1", the maker before the first colon (it
 * may have spaces). A cell typed by hand may also write "SKF 6205-2RS1" (the maker is then the first word) and
 * separate them with semicolons.
 */
export const crossReferencesCell = (references: readonly CrossReference[]): string =>
  references.map(({ brand, code }) => `${brand}: ${code}`).join('\n');

/** The equivalents a cell names, each as written (the schema checks their lengths); undefined when one has no code. */
export const crossReferencesIn = (cell: string): CrossReference[] | undefined => {
  const references: CrossReference[] = [];
  for (const entry of cell.split(/[\n;]+/).map((line) => line.trim())) {
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    const split = colon !== -1 ? colon : entry.search(/\s/);
    const brand = split === -1 ? '' : entry.slice(0, split).trim();
    const code = split === -1 ? '' : entry.slice(split + 1).trim();
    if (brand === '' || code === '') return undefined;
    references.push({ brand, code });
  }
  return references;
};

/** Images named in a cell: URLs separated by line breaks, spaces, commas or semicolons. */
export const imageUrlsIn = (cell: string): string[] => cell.split(/[\s,;]+/).filter((url) => url !== '');

/**
 * An image URL as the site serves uploads: `/static/…`, also written absolute on any host (an export's URLs pasted
 * from the browser). Undefined for anything else: an import never fetches from the internet.
 */
export const uploadPath = (url: string): string | undefined => {
  const path = /^https?:\/\/[^/]+(\/.*)$/i.exec(url)?.[1] ?? url;
  return path.startsWith('/static/') ? path : undefined;
};
