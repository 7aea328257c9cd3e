import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recogniseHeader } from '@vongbi/functions/contract/catalogue-import';
import {
  crossReferencesCell,
  crossReferencesIn,
  normalisedBrand,
  normalisedCode,
  planColumns,
  uploadPath,
} from '@vongbi/functions/core/rules/catalogue-sheet';
import { guardFormula, parseCsv, toCsv, unguardFormula } from '@vongbi/functions/core/rules/csv';
import { decodeCsv } from '@vongbi/functions/core/rules/spreadsheet';

// The catalogue spreadsheet's pure rules: CSV with formula guards, header recognition, the import's product key.

describe('CSV', () => {
  it('guards every cell a spreadsheet program would read as a formula, and reading takes exactly one guard off', () => {
    for (const value of ['=HYPERLINK("http://x","y")', '+6310', '-5', '@SUM(A1)', '\tx', '\rx', "'=1", "'", "''"]) {
      expect(guardFormula(value)).toBe(`'${value}`);
      expect(unguardFormula(guardFormula(value))).toBe(value);
    }
    for (const value of ['6205-2RSR', 'Vòng bi', '', "a'b"]) expect(guardFormula(value)).toBe(value);
  });

  it('gives back every table it writes, whatever the cells hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { minLength: 3, maxLength: 3 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (rows) => {
          const text = toCsv(rows).slice(1);
          expect(parseCsv(text).map((row) => row.map(unguardFormula))).toEqual(rows);
        },
      ),
    );
  });

  it('reads the delimiter Excel used (comma, semicolon, tab) and quoted line breaks', () => {
    expect(parseCsv('Mã;Tên\r\n6205;"Vòng bi; ""FAG""\nĐức"\r\n')).toEqual([
      ['Mã', 'Tên'],
      ['6205', 'Vòng bi; "FAG"\nĐức'],
    ]);
    expect(parseCsv('Mã\tTên\n6205\tVòng bi')).toEqual([
      ['Mã', 'Tên'],
      ['6205', 'Vòng bi'],
    ]);
  });

  it('decodes UTF-8 with or without BOM, UTF-16 and Windows-1258 (Excel’s ANSI CSV in Vietnamese)', () => {
    expect(decodeCsv(Buffer.from('\uFEFFVòng bi đũa', 'utf8'))).toBe('Vòng bi đũa');
    expect(decodeCsv(Buffer.from('Ổ lăn', 'utf8'))).toBe('Ổ lăn');
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Bạc đạn', 'utf16le')]))).toBe('Bạc đạn');
    // "Vòng bi đũa" in Windows-1258: ò is o + combining grave (0xCC), đ is 0xF0, ũ is u + combining tilde (0xDE).
    const cp1258 = Buffer.from([0x56, 0x6f, 0xcc, 0x6e, 0x67, 0x20, 0x62, 0x69, 0x20, 0xf0, 0x75, 0xde, 0x61]);
    expect(decodeCsv(cp1258)).toBe('Vòng bi đũa');
  });
});

describe('headers', () => {
  it('recognises the export’s Vietnamese headers and English ones, and tells d from D', () => {
    expect(recogniseHeader('Mã sản phẩm')).toBe('productSeries');
    expect(recogniseHeader(' ma san pham ')).toBe('productSeries');
    expect(recogniseHeader('Product code')).toBe('productSeries');
    expect(recogniseHeader('Brand')).toBe('brand');
    expect(recogniseHeader('d (mm)')).toBe('boreMm');
    expect(recogniseHeader('D (mm)')).toBe('outerDiameterMm');
    expect(recogniseHeader('D')).toBe('outerDiameterMm');
    // Loosely, "d mm" could be either: not guessed.
    expect(recogniseHeader('D (MM)')).toBeUndefined();
    expect(recogniseHeader('Giá bán')).toBeUndefined();
  });

  it('reads nothing from a blank header over an empty column, and asks about one over data', () => {
    expect(planColumns(['Mã', ''], [['6205', '']], {})).toEqual(['productSeries', undefined]);
    expect(() => planColumns(['Mã', ''], [['6205', 'x']], {})).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLUMNS', fields: { '(cột B)': 'Chưa rõ cột này chứa gì' } }),
    );
  });
});

describe('the key an import finds a product by', () => {
  it('reads one bearing in every spelling search reads as one', () => {
    const key = normalisedCode('6205-2RSR');
    for (const spelling of ['6205 2RSR', '62052RSR', '6205-2rsr', ' 6205.2RSR ']) {
      expect(normalisedCode(spelling), spelling).toBe(key);
    }
    expect(normalisedCode('6205-2RSR-C3')).not.toBe(key);
    expect(normalisedCode('6206-2RSR')).not.toBe(key);
    expect(normalisedCode('LUK 624 3185 09')).toBe('LUK624318509');
    expect(normalisedCode('  ')).toBe('');
  });

  it('reads a brand without case, spacing or diacritics', () => {
    expect(normalisedBrand(' fag ')).toBe(normalisedBrand('FAG'));
    expect(normalisedBrand('Đức Thành')).toBe(normalisedBrand('duc thanh'));
  });

  it('takes only uploads as images, never a URL elsewhere', () => {
    expect(uploadPath('/static/files/2026/11/a.webp')).toBe('/static/files/2026/11/a.webp');
    expect(uploadPath('https://vongbiviet.vn/static/files/a.webp')).toBe('/static/files/a.webp');
    expect(uploadPath('https://evil.example/a.png')).toBeUndefined();
    expect(uploadPath('files/a.png')).toBeUndefined();
  });
});

describe('the cross references cell', () => {
  it('writes one code a line as “Hãng: Mã” and reads every such cell back as it was', () => {
    const brand = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => /^[^:;\n]*[^\s:;][^:;\n]*$/.test(text));
    const code = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => /^[^;\n]*[^\s;][^;\n]*$/.test(text));
    fc.assert(
      fc.property(fc.array(fc.record({ brand, code }), { maxLength: 5 }), (references) => {
        const trimmed = references.map((reference) => ({ brand: reference.brand.trim(), code: reference.code.trim() }));
        expect(crossReferencesIn(crossReferencesCell(trimmed))).toEqual(trimmed);
      }),
    );
    expect(
      crossReferencesCell([
        { brand: 'SKF', code: '6205-2RS1' },
        { brand: 'Koyo JTEKT', code: '6205-2RS' },
      ]),
    ).toBe('SKF: 6205-2RS1\nKoyo JTEKT: 6205-2RS');
  });

  it('reads codes typed by hand: the maker as the first word, semicolons between, blank lines skipped', () => {
    expect(crossReferencesIn('SKF 6205-2RS1; NSK 6205DDU\n\n NTN:6205LLU ')).toEqual([
      { brand: 'SKF', code: '6205-2RS1' },
      { brand: 'NSK', code: '6205DDU' },
      { brand: 'NTN', code: '6205LLU' },
    ]);
    expect(crossReferencesIn('')).toEqual([]);
  });

  it('reads nothing from a code without its maker', () => {
    expect(crossReferencesIn('6205DDU')).toBeUndefined();
    expect(crossReferencesIn('SKF 6205-2RS1; NSK:')).toBeUndefined();
  });
});
