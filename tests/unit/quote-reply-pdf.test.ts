import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '@vongbi/functions/contract/amount-in-words';
import { formatVnd, lineAmountVnd } from '@vongbi/functions/contract/quote-reply';
import { BE_VIETNAM_PRO_400 } from '@vongbi/functions/core/rules/document-fonts';
import { quoteReplyPdf } from '@vongbi/functions/core/rules/quote-reply-pdf';
import { sampleReplyDocument } from '../helpers/quote-reply-document';

// The báo giá's PDF read back as a PDF reader reads it: A4, every line and sum in Vietnamese with its marks, the
// total in words, the font embedded (and only the glyphs used), small enough to attach.

const read = async (bytes: Uint8Array) => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push({
      size: page.view.slice(2),
      text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
      fonts: Object.values(content.styles).map((style) => style.fontFamily),
    });
  }
  return {
    pages,
    text: pages
      .map((page) => page.text)
      .join(' ')
      .replace(/\s+/g, ' '),
  };
};

describe('quoteReplyPdf', () => {
  it('writes 20 lines on A4 pages in at most 150 KB, each line, the sums and the words readable', async () => {
    const document = sampleReplyDocument(20);

    const bytes = await quoteReplyPdf(document);

    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const { pages, text } = await read(bytes);
    for (const page of pages) expect(page.size.map(Math.round)).toEqual([595, 842]);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page.text).toContain(`Trang ${index + 1}/${pages.length}`));
    for (const line of document.reply.lines) {
      // A name longer than its column wraps between words: each word stays whole.
      for (const word of line.text.split(' ')) expect(text).toContain(word);
      expect(text).toContain(formatVnd(line.unitPriceVnd));
      expect(text).toContain(formatVnd(lineAmountVnd(line)));
      expect(text).toContain(line.leadTime);
      if (line.note) expect(text).toContain(line.note.split(';')[0]);
    }
    expect(text).toContain(`Cộng tiền hàng ${formatVnd(document.reply.subtotalVnd)} đ`);
    expect(text).toContain(`Thuế GTGT (8%) ${formatVnd(document.reply.vatVnd)} đ`);
    expect(text).toContain(`Tổng cộng ${formatVnd(document.reply.totalVnd)} đ`);
    expect(text).toContain(`Bằng chữ: ${amountInWords(document.reply.totalVnd)}.`);
    expect(text).toContain('Kính gửi: Công ty Cổ phần Xi măng Bút Sơn');
    expect(text).toContain('Số: BG-2026-0042 · Ngày: 02/12/2026 · Có hiệu lực đến: 31/12/2026');
    expect(text).toContain('Theo yêu cầu báo giá số 1234 ngày 01/12/2026');
  });

  it('embeds its own font as a subset, so no reader falls back to one of its own', async () => {
    const pdf = await PDFDocument.load(await quoteReplyPdf(sampleReplyDocument(2)));

    const dictionaries = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict);
    const baseFonts = dictionaries
      .filter((dictionary) => dictionary.get(PDFName.of('Type')) === PDFName.of('Font'))
      .map((dictionary) => String(dictionary.get(PDFName.of('BaseFont'))));
    // Nothing but Be Vietnam Pro (pdf-lib tags a subset's name with a number: /BeVietnamPro-Regular-2525).
    expect(baseFonts.length).toBeGreaterThan(0);
    for (const name of baseFonts) expect(name).toMatch(/^\/BeVietnamPro-(Regular|Bold)(-\d+)?$/);
    expect(new Set(baseFonts.map((name) => name.replace(/-\d+$/, '')))).toEqual(
      new Set(['/BeVietnamPro-Regular', '/BeVietnamPro-Bold']),
    );
    // Each descriptor carries its font's file (FontFile2: TrueType), a subset far smaller than the whole face.
    const descriptors = dictionaries.filter(
      (dictionary) => dictionary.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
    );
    expect(descriptors.length).toBe(2);
    for (const descriptor of descriptors) {
      const file = descriptor.lookup(PDFName.of('FontFile2'));
      expect(file).toBeInstanceOf(PDFRawStream);
      expect((file as PDFRawStream).getContentsSize()).toBeLessThan(
        Buffer.from(BE_VIETNAM_PRO_400, 'base64').length / 3,
      );
    }
  });

  it('draws text typed with separate marks as the composed letters', async () => {
    const document = sampleReplyDocument(1);
    document.reply.lines[0]!.text = 'Vòng bi Đức'.normalize('NFD');

    const { text } = await read(await quoteReplyPdf(document));

    expect(text).toContain('Vòng bi Đức'.normalize('NFC'));
  });
});
