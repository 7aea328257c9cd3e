import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { amountInWords } from '#contract/amount-in-words';
import { formatVnd, lineAmountVnd, type QuoteReplyDraft, type QuoteReplyTotals } from '#contract/quote-reply';
import { BE_VIETNAM_PRO_400, BE_VIETNAM_PRO_700 } from './document-fonts';
import { vietnamDay } from './vietnam-time';

// The báo giá as a PDF: an A4 document in Vietnamese that goes into the buyer's approval process, laid out the way
// Vietnamese firms write one (the seller's block with its tax code, the title, number and dates, the buyer, the
// table of goods, the sums, the total in words, the terms). The font is Be Vietnam Pro in the repository
// (document-fonts.ts), embedded as a subset of the glyphs used, so the document reads the same on any machine.
// Long texts wrap inside their column; a table that runs past the page goes on to the next, its header repeated.

export interface Seller {
  name: string;
  address: string;
  taxCode: string;
  phone: string;
  email: string;
}

export interface QuoteReplyDocument {
  seller: Seller;
  /** `BG-YYYY-NNNN`; the preview's placeholder before the number is given. */
  number: string;
  /** When the reply is made (ISO). */
  createdAt: string;
  buyer: { customerName: string; company: string; phone: string; email: string };
  request: { id: number; createdAt: string };
  reply: QuoteReplyDraft & QuoteReplyTotals;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 40, top: 40, bottom: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.37, 0.4);
const RULE = rgb(0.75, 0.77, 0.8);
const HEADER_FILL = rgb(0.92, 0.94, 0.97);
const CELL_PADDING = 4;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const COLUMNS: readonly Column[] = [
  { title: 'STT', width: 28, align: 'center' },
  { title: 'Hàng hóa', width: 185, align: 'left' },
  { title: 'SL', width: 42, align: 'right' },
  { title: 'Đơn giá (đ)', width: 80, align: 'right' },
  { title: 'Giao hàng', width: 80, align: 'left' },
  { title: 'Thành tiền (đ)', width: CONTENT_WIDTH - 28 - 185 - 42 - 80 - 80, align: 'right' },
];

/** `dd/mm/yyyy` of a Vietnam day (`YYYY-MM-DD`). */
const dayText = (day: string): string => day.split('-').reverse().join('/');

/** Text as the font draws it: composed letters (a keyboard may send the marks apart), no control characters. */
const drawable = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '');

/** Lines of at most `width`, broken between words, and inside a word longer than a line. */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of drawable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
};

class Writer {
  private page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin; true when it did. */
  ensureRoom(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.newPage();
    return true;
  }

  text(
    text: string,
    x: number,
    y: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; width?: number; align?: Column['align'] } = {},
  ): void {
    const font = options.font ?? this.regular;
    const size = options.size ?? 9;
    const width = options.width ?? 0;
    const shown = drawable(text).replace(/\n/g, ' ');
    const textWidth = font.widthOfTextAtSize(shown, size);
    const left =
      options.align === 'right' ? x + width - textWidth : options.align === 'center' ? x + (width - textWidth) / 2 : x;
    this.page.drawText(shown, { x: left, y, font, size, color: options.color ?? INK });
  }

  /** A paragraph across `width` from `x`, going down the page (and on to the next). */
  paragraph(text: string, options: { font?: PDFFont; size?: number; color?: typeof INK; x?: number } = {}): void {
    const size = options.size ?? 9;
    const font = options.font ?? this.regular;
    const x = options.x ?? MARGIN.x;
    for (const line of wrap(text, font, size, PAGE.width - MARGIN.x - x)) {
      this.ensureRoom(size * 1.45);
      this.y -= size * 1.45;
      this.text(line, x, this.y, { ...options, font, size });
    }
  }

  rule(y: number, x1 = MARGIN.x, x2 = PAGE.width - MARGIN.x): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.6, color: RULE });
  }

  fill(x: number, y: number, width: number, height: number): void {
    this.page.drawRectangle({ x, y, width, height, color: HEADER_FILL });
  }
}

const TABLE_SIZE = 8.5;
const LINE_HEIGHT = TABLE_SIZE * 1.4;

const tableHeader = (writer: Writer): void => {
  const height = LINE_HEIGHT + 2 * CELL_PADDING;
  writer.fill(MARGIN.x, writer.y - height, CONTENT_WIDTH, height);
  let x = MARGIN.x;
  for (const column of COLUMNS) {
    writer.text(column.title, x + CELL_PADDING, writer.y - CELL_PADDING - TABLE_SIZE, {
      font: writer.bold,
      size: TABLE_SIZE,
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  }
  writer.y -= height;
  writer.rule(writer.y);
};

/** The cells of one line: each a list of text lines (the goods' note in its own colour under the goods). */
const lineCells = (writer: Writer, line: QuoteReplyDraft['lines'][number], index: number) => {
  const inner = (column: number) => COLUMNS[column]!.width - 2 * CELL_PADDING;
  return [
    [String(index + 1)],
    wrap(line.text, writer.regular, TABLE_SIZE, inner(1)),
    [line.quantity.toLocaleString('vi-VN')],
    [formatVnd(line.unitPriceVnd)],
    wrap(line.leadTime, writer.regular, TABLE_SIZE, inner(4)),
    [formatVnd(lineAmountVnd(line))],
  ].map((lines) => lines.filter((text) => text !== ''));
};

const table = (writer: Writer, lines: QuoteReplyDraft['lines']): void => {
  tableHeader(writer);
  lines.forEach((line, index) => {
    const cells = lineCells(writer, line, index);
    const notes = line.note
      ? wrap(line.note, writer.regular, TABLE_SIZE - 1, COLUMNS[1]!.width - 2 * CELL_PADDING)
      : [];
    const rows = Math.max(...cells.map((cell) => cell.length), 1);
    const height = rows * LINE_HEIGHT + notes.length * LINE_HEIGHT + 2 * CELL_PADDING;
    if (writer.ensureRoom(height)) tableHeader(writer);
    let x = MARGIN.x;
    cells.forEach((cell, column) => {
      cell.forEach((text, row) => {
        writer.text(text, x + CELL_PADDING, writer.y - CELL_PADDING - TABLE_SIZE - row * LINE_HEIGHT, {
          size: TABLE_SIZE,
          width: COLUMNS[column]!.width - 2 * CELL_PADDING,
          align: COLUMNS[column]!.align,
        });
      });
      x += COLUMNS[column]!.width;
    });
    const notesTop = writer.y - CELL_PADDING - TABLE_SIZE - cells[1]!.length * LINE_HEIGHT;
    notes.forEach((text, row) => {
      writer.text(text, MARGIN.x + COLUMNS[0]!.width + CELL_PADDING, notesTop - row * LINE_HEIGHT, {
        size: TABLE_SIZE - 1,
        color: MUTED,
      });
    });
    writer.y -= height;
    writer.rule(writer.y);
  });
};

const totals = (writer: Writer, reply: QuoteReplyDocument['reply']): void => {
  const rows: [string, number, boolean][] = [
    ['Cộng tiền hàng', reply.subtotalVnd, false],
    [`Thuế GTGT (${reply.vatPercent}%)`, reply.vatVnd, false],
    ['Tổng cộng', reply.totalVnd, true],
  ];
  const labelX = MARGIN.x + CONTENT_WIDTH - 250;
  for (const [label, amount, strong] of rows) {
    writer.ensureRoom(16);
    writer.y -= 15;
    const font = strong ? writer.bold : writer.regular;
    writer.text(label, labelX, writer.y, { font, size: 9.5 });
    writer.text(`${formatVnd(amount)} đ`, labelX, writer.y, { font, size: 9.5, width: 250, align: 'right' });
  }
  writer.y -= 6;
  writer.paragraph(`Bằng chữ: ${amountInWords(reply.totalVnd)}.`, { font: writer.bold, size: 9.5 });
};

/** The báo giá's bytes. */
export const quoteReplyPdf = async (document: QuoteReplyDocument): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Báo giá ${document.number}`);
  pdf.setAuthor(drawable(document.seller.name));
  pdf.setLanguage('vi-VN');
  pdf.setCreationDate(new Date(document.createdAt));
  pdf.setModificationDate(new Date(document.createdAt));
  const [regular, bold] = await Promise.all([
    pdf.embedFont(Buffer.from(BE_VIETNAM_PRO_400, 'base64'), { subset: true }),
    pdf.embedFont(Buffer.from(BE_VIETNAM_PRO_700, 'base64'), { subset: true }),
  ]);
  const writer = new Writer(pdf, regular, bold);
  const { seller, buyer, request, reply } = document;

  // The seller.
  writer.paragraph(seller.name, { font: bold, size: 12 });
  if (seller.address) writer.paragraph(`Địa chỉ: ${seller.address}`, { color: MUTED });
  if (seller.taxCode) writer.paragraph(`Mã số thuế: ${seller.taxCode}`, { color: MUTED });
  const contact = [seller.phone && `Điện thoại: ${seller.phone}`, seller.email && `E-mail: ${seller.email}`];
  if (contact.some(Boolean)) writer.paragraph(contact.filter(Boolean).join('   ·   '), { color: MUTED });
  writer.y -= 8;
  writer.rule(writer.y);

  // The title, number and dates.
  writer.y -= 30;
  writer.text('BẢNG BÁO GIÁ', MARGIN.x, writer.y, { font: bold, size: 17, width: CONTENT_WIDTH, align: 'center' });
  writer.y -= 17;
  writer.text(
    `Số: ${document.number}   ·   Ngày: ${dayText(vietnamDay(new Date(document.createdAt)))}   ·   Có hiệu lực đến: ${dayText(reply.validUntil)}`,
    MARGIN.x,
    writer.y,
    { size: 9.5, width: CONTENT_WIDTH, align: 'center' },
  );
  writer.y -= 14;

  // The buyer.
  writer.paragraph(`Kính gửi: ${buyer.company || buyer.customerName}`, { font: bold, size: 10 });
  writer.paragraph(
    [
      `Người liên hệ: ${buyer.customerName}`,
      `Điện thoại: ${buyer.phone}`,
      ...(buyer.email ? [`E-mail: ${buyer.email}`] : []),
    ].join('   ·   '),
  );
  writer.paragraph(
    `Theo yêu cầu báo giá số ${request.id} ngày ${dayText(vietnamDay(new Date(request.createdAt)))}, chúng tôi xin báo giá như sau:`,
  );
  writer.y -= 8;

  table(writer, reply.lines);
  totals(writer, reply);

  if (reply.terms.trim()) {
    writer.y -= 8;
    writer.paragraph('Điều kiện thương mại', { font: bold, size: 9.5 });
    writer.paragraph(reply.terms);
  }
  writer.y -= 24;
  writer.ensureRoom(12);
  writer.text(seller.name, MARGIN.x + CONTENT_WIDTH / 2, writer.y, {
    font: bold,
    size: 9.5,
    width: CONTENT_WIDTH / 2,
    align: 'center',
  });

  writer.pages.forEach((page, index) => {
    const label = `${document.number}   ·   Trang ${index + 1}/${writer.pages.length}`;
    page.drawText(label, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(label, 7.5),
      y: MARGIN.bottom / 2,
      font: regular,
      size: 7.5,
      color: MUTED,
    });
  });
  return pdf.save();
};
