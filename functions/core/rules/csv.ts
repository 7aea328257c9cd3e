// CSV as Excel writes and reads it (RFC 4180: quoted fields, doubled quotes, CRLF), for the catalogue's export and
// import. Small enough to keep rather than add a parser: the catalogue's files are a few MB of text.
//
// Formula injection: a spreadsheet program reads a cell that starts with = + - @ (or a tab or carriage return) as
// a formula, so a product name like `=HYPERLINK("http://…","Bấm vào")` would run on the staff member's machine.
// Such a value is written behind an apostrophe, which Excel and LibreOffice read as "text follows" and do not
// show; a value that already starts with an apostrophe gets one more, so reading strips exactly one and the round
// trip gives back every value as it was.

const NEEDS_GUARD = /^['=+\-@\t\r]/;
const GUARDED = /^'['=+\-@\t\r]/;

/** The text of a cell as written to a file a spreadsheet program opens: never a formula. */
export const guardFormula = (value: string): string => (NEEDS_GUARD.test(value) ? `'${value}` : value);

/** A cell's value as written before `guardFormula`. */
export const unguardFormula = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);

const quoted = (field: string): string => (/[",\r\n;\t]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

/** UTF-8 with a byte-order mark, so that Excel opens Vietnamese text as UTF-8 instead of the ANSI code page. */
export const UTF8_BOM = '\uFEFF';

/** Rows as CSV text (comma-separated, CRLF line ends, BOM first), every cell formula-guarded. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  UTF8_BOM + rows.map((row) => row.map((cell) => quoted(guardFormula(cell))).join(',')).join('\r\n') + '\r\n';

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a CSV file: the one of `,` `;` tab that occurs most often outside quotes in its first line.
 * Excel writes `;` where the list separator of Windows' regional settings is `;` (as with a decimal comma).
 */
const delimiterOf = (text: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let inQuotes = false;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
};

/** The cells of CSV text, row by row, as written (formula guards not yet taken off). */
export const parseCsv = (text: string): string[][] => {
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let index = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
      } else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') inQuotes = true;
    else if (char === delimiter) endField();
    else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
};
