import { removeDiacritics } from './text';

// The catalogue as a spreadsheet: the columns an export writes and an import reads, how a file's headers are
// matched to them, the limits of an import and the job status it answers. Plain TypeScript without zod, so the
// import screen's chunk can use it as it is.

/** The columns, in the order an export writes them; `header` is what it writes, `aliases` what else an import reads. */
export const CATALOGUE_COLUMNS = [
  {
    key: 'outerProduct',
    header: 'Danh mục',
    aliases: ['Outer product', 'Category', 'Nhóm sản phẩm', 'Loại sản phẩm', 'outerProductName'],
  },
  { key: 'name', header: 'Tên sản phẩm', aliases: ['Name', 'Product name', 'Tên', 'Tên hàng'] },
  { key: 'namePath', header: 'Đường dẫn', aliases: ['Path', 'Slug', 'URL path', 'namePath'] },
  {
    key: 'productSeries',
    header: 'Mã sản phẩm',
    aliases: ['Code', 'Product code', 'Designation', 'Ký hiệu', 'Mã hàng', 'Mã', 'productSeries'],
  },
  { key: 'brand', header: 'Thương hiệu', aliases: ['Brand', 'Hãng', 'Nhãn hiệu', 'Hãng sản xuất'] },
  { key: 'madeIn', header: 'Xuất xứ', aliases: ['Origin', 'Made in', 'Country of origin', 'madeIn'] },
  { key: 'boreMm', header: 'd (mm)', aliases: ['d', 'Bore', 'Bore (mm)', 'Đường kính trong', 'boreMm'] },
  {
    key: 'outerDiameterMm',
    header: 'D (mm)',
    aliases: ['D', 'Outside diameter', 'Outer diameter', 'Đường kính ngoài', 'outerDiameterMm'],
  },
  { key: 'widthMm', header: 'B (mm)', aliases: ['B', 'Width', 'Width (mm)', 'Chiều rộng', 'Bề rộng', 'widthMm'] },
  {
    key: 'dynamicLoadKn',
    header: 'C (kN)',
    aliases: ['C', 'Dynamic load rating', 'Tải trọng động', 'Tải trọng động C', 'dynamicLoadKn'],
  },
  {
    key: 'staticLoadKn',
    header: 'C0 (kN)',
    aliases: ['C0', 'Co', 'Static load rating', 'Tải trọng tĩnh', 'Tải trọng tĩnh C0', 'staticLoadKn'],
  },
  {
    key: 'referenceSpeedRpm',
    header: 'Tốc độ tham chiếu (vòng/phút)',
    aliases: ['Reference speed', 'Tốc độ tham chiếu', 'referenceSpeedRpm'],
  },
  {
    key: 'limitingSpeedRpm',
    header: 'Tốc độ giới hạn (vòng/phút)',
    aliases: ['Limiting speed', 'Tốc độ giới hạn', 'limitingSpeedRpm'],
  },
  { key: 'massKg', header: 'Khối lượng (kg)', aliases: ['Mass', 'Weight', 'Khối lượng', 'Trọng lượng', 'massKg'] },
  {
    key: 'availabilityStatus',
    header: 'Tình trạng hàng',
    aliases: ['Availability', 'Tình trạng', 'Tồn kho', 'availability'],
  },
  {
    key: 'availabilityCheckedAt',
    header: 'Ngày kiểm tra hàng',
    aliases: ['Availability checked', 'Checked at', 'Ngày kiểm tra', 'checkedAt'],
  },
  {
    key: 'crossReferences',
    header: 'Mã tương đương',
    aliases: ['Cross references', 'Equivalents', 'Mã thay thế', 'Mã tương đương hãng khác', 'crossReferences'],
  },
  { key: 'shortDescription', header: 'Mô tả ngắn', aliases: ['Short description', 'Summary', 'shortDescription'] },
  { key: 'description', header: 'Mô tả chi tiết', aliases: ['Description', 'Mô tả', 'Chi tiết'] },
  { key: 'image', header: 'Ảnh đại diện', aliases: ['Image', 'Main image', 'Image URL', 'imageId'] },
  { key: 'images', header: 'Ảnh chi tiết', aliases: ['Images', 'Gallery', 'Image URLs', 'Ảnh', 'imageIds'] },
  { key: 'videos', header: 'Video YouTube', aliases: ['Videos', 'YouTube', 'Video'] },
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]['key'];

/** What a mapping may say of a header besides a column: read nothing from it. */
export const IGNORED_COLUMN = 'ignore';
export type ColumnChoice = CatalogueColumn | typeof IGNORED_COLUMN;

/** Staff's answer to the mapping step: for a header of the file (as written there), the column it holds. */
export type ColumnMapping = Record<string, ColumnChoice>;

export const columnHeader = (key: CatalogueColumn): string =>
  CATALOGUE_COLUMNS.find((column) => column.key === key)!.header;

/** A header as matched loosely: no diacritics, lower case, words only ("Mã sản phẩm:" → "ma san pham"). */
const looseHeader = (text: string): string =>
  removeDiacritics(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every spelling of every column, exact and loose; a loose spelling two columns share ("d", "D") is left out. */
const spellings = (() => {
  const exact = new Map<string, CatalogueColumn>();
  const loose = new Map<string, CatalogueColumn | null>();
  for (const column of CATALOGUE_COLUMNS) {
    for (const spelling of [column.header, ...column.aliases]) {
      exact.set(spelling, column.key);
      const key = looseHeader(spelling);
      const taken = loose.get(key);
      loose.set(key, taken === undefined || taken === column.key ? column.key : null);
    }
  }
  return { exact, loose };
})();

/** The column a header names by itself (the export's Vietnamese header or a known English one), if any. */
export const recogniseHeader = (header: string): CatalogueColumn | undefined => {
  const trimmed = header.trim();
  return spellings.exact.get(trimmed) ?? spellings.loose.get(looseHeader(trimmed)) ?? undefined;
};

/** An import file: at most 10 MiB and 10,000 rows below its header row. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** The files an import reads, by the extension of the name staff chose. */
export const IMPORT_FILE_EXTENSIONS = ['xlsx', 'csv'] as const;
export type ImportFileExtension = (typeof IMPORT_FILE_EXTENSIONS)[number];

/** `Bảng giá FAG.XLSX` → `xlsx`; undefined for a name an import does not read. */
export const importFileExtension = (fileName: string): ImportFileExtension | undefined => {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return (IMPORT_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as ImportFileExtension)
    : undefined;
};

/**
 * POST /api/catalogue/import/upload: the file staff are about to upload, as the browser knows it. A file goes to the
 * files bucket directly (a Lambda request holds about 6 MB, and a file sent through it is base64-encoded).
 */
export interface ImportUploadRequest {
  fileName: string;
  /** Bytes. */
  size: number;
}

/**
 * Its answer: PUT the file's bytes to `url` with `headers` before `expiresAt` (its Content-Length is the size
 * declared, or the bucket refuses it), then name `upload` in POST /api/catalogue/import.
 */
export interface ImportUpload {
  upload: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}

/** POST /api/catalogue/import: the uploaded file an import reads, and how. */
export interface ImportRequest {
  /** The key POST /api/catalogue/import/upload answered, its file uploaded. */
  upload: string;
  /** The name staff chose, shown with the job. */
  fileName?: string;
  dryRun: boolean;
  allOrNothing?: boolean;
  /** `true`: an outer product a row names that does not exist is created (else the row is rejected). */
  createOuterProducts?: boolean;
  /** For headers the import does not recognise: what each holds. */
  mapping?: ColumnMapping;
}

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What an import does with a row: exactly one of these per row, never none. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'reject'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Thêm mới',
  update: 'Cập nhật',
  unchanged: 'Không đổi',
  reject: 'Lỗi',
};

/** A rejected row's reason: its row number in the file (the header is row 1), the column as headed there. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportRowResult {
  row: number;
  action: ImportAction;
  name: string;
  code: string;
  brand: string;
  /** The product it updates or leaves unchanged, or the one it created. */
  productId?: number;
  /** What an update changes, as the file's headers name the columns. */
  changed?: string[];
  /** What the row does besides (a new outer product, the outer product's image taken for want of one). */
  notes?: string[];
  errors?: { column: string; message: string }[];
}

export const IMPORT_STATES = ['running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** GET /api/catalogue/import/{jobId}. */
export interface ImportJob {
  jobId: string;
  state: ImportState;
  /** 0–100: rows read and, unless a dry run, written. */
  progress: number;
  dryRun: boolean;
  allOrNothing: boolean;
  createOuterProducts: boolean;
  fileName: string;
  /** Rows below the header; created + updated + unchanged + rejected = rows once the job is done. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  errors: ImportRowError[];
  /** One per row, in file order (once the job is done). */
  results: ImportRowResult[];
  /** Whether anything was written: never for a dry run, nor for an all-or-nothing import with a rejected row. */
  written: boolean;
  /** Outer products the import created (or, in a dry run, would create), by name. */
  outerProductsCreated: string[];
  /** Why a job failed or wrote nothing, for people. */
  message?: string;
  username: string;
  createdAt: string;
  updatedAt: string;
}

/** The file name an export is offered under: `san-pham-2026-11-24.xlsx`. */
export const exportFileName = (format: ExportFormat, now = new Date()): string =>
  `san-pham-${now.toISOString().slice(0, 10)}.${format}`;
