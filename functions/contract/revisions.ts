import { pathField, sameStoredValue } from './fields';
import * as z from './zod';
import { TECHNICAL_FIELD_NAMES, TECHNICAL_FIELDS } from './technical-data';

// Revisions: every save of an article, an outer product, an inner product or a configuration value keeps the
// state before it, with who saved and when, so nothing staff save is lost. Staff read the history of a record,
// look at one revision beside the current version, and restore it; a deleted record stays restorable for
// DELETED_KEPT_DAYS from the "Đã xóa" screen. What the routes `/api/revisions/…` take and answer.

/** The kinds of record that keep revisions, as the routes name them (`/api/revisions/InnerProduct/12`). */
export const REVISION_ENTITIES = ['Article', 'OuterProduct', 'InnerProduct', 'Configuration'] as const;
export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

export const isRevisionEntity = (value: string): value is RevisionEntity =>
  (REVISION_ENTITIES as readonly string[]).includes(value);

/** A record whose revisions these are: its entity and its id as the routes name it (a number, or a configKey). */
export interface RevisionOwner {
  entity: RevisionEntity;
  id: string;
}

/** Revisions kept per record: a save beyond these drops the oldest, in its own transaction. */
export const REVISIONS_KEPT = 50;

/** How long a deleted record (and its revisions) stays restorable. */
export const DELETED_KEPT_DAYS = 90;

/**
 * What a save did: `update` (a PUT or a configuration save), `delete`, `restore` (a revision brought back over
 * the current version) and `undelete` (a deleted record brought back: it had no state before, so the revision
 * holds none).
 */
export const REVISION_ACTIONS = ['update', 'delete', 'restore', 'undelete'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One entry of `GET /api/revisions/{entity}/{id}`, newest first: one save and the state before it. */
export interface RevisionEntry {
  /** 1, 2, 3… per record, in the order of its saves. */
  revision: number;
  /** When the save happened. */
  at: string;
  /** Who saved. */
  username: string;
  /** A short Vietnamese line: what the save did and which fields it changed. */
  summary: string;
  action: RevisionAction;
  /** The fields the save changed (record field names), in the record's order. */
  fields: string[];
  /** Whether `GET …/{revision}` answers a state (an `undelete` has none: the record did not exist before it). */
  hasRecord: boolean;
}

/** One entry of `GET /api/revisions/deleted`: a record deleted within DELETED_KEPT_DAYS, newest first. */
export interface DeletedRecord {
  entity: RevisionEntity;
  /** The record's id as its revision routes name it. */
  id: string;
  /** The deletion's revision: it holds the record as it was when deleted. */
  revision: number;
  deletedAt: string;
  username: string;
  /** Its name or title, and its path, as they were. */
  title: string;
  path: string;
  /** The last day it can be restored (its revisions expire after it). */
  restorableUntil: string;
}

/** The record's version restored over: a record that exists sends its `updatedAt`; a deleted one sends `null`. */
export const restoreInput = z.object({
  updatedAt: z.union([z.iso.datetime({ error: 'Thời điểm cập nhật không hợp lệ' }), z.null()], {
    error: (issue) => (issue.input === undefined ? 'Bắt buộc' : 'Thời điểm cập nhật không hợp lệ'),
  }),
  /**
   * Another path to restore onto, when the revision's own path has been taken since (409 PATH_TAKEN names it).
   * Not for configuration values, which have none.
   */
  path: pathField.optional(),
});
export type RestoreInput = z.output<typeof restoreInput>;

/** The Vietnamese names of each entity's fields, for the history's summary and the side-by-side view. */
export const REVISION_FIELD_LABELS: Record<RevisionEntity, Readonly<Record<string, string>>> = {
  Article: {
    headerText: 'Tiêu đề',
    articlePath: 'Đường dẫn',
    articleType: 'Loại bài viết',
    summaryText: 'Tóm tắt',
    outerImageId: 'Ảnh đại diện',
    imageIds: 'Ảnh trong bài',
    contentData: 'Nội dung',
    videos: 'Video',
  },
  OuterProduct: {
    name: 'Tên danh mục',
    namePath: 'Đường dẫn',
    productType: 'Loại',
    summaryDetail: 'Tóm tắt',
    imageId: 'Ảnh',
  },
  InnerProduct: {
    name: 'Tên sản phẩm',
    namePath: 'Đường dẫn',
    outerProductId: 'Danh mục',
    productSeries: 'Mã sản phẩm',
    brand: 'Thương hiệu',
    madeIn: 'Xuất xứ',
    boreMm: 'Đường kính trong d (mm)',
    outerDiameterMm: 'Đường kính ngoài D (mm)',
    widthMm: 'Chiều rộng B (mm)',
    ...Object.fromEntries(
      TECHNICAL_FIELD_NAMES.map((field) => [
        field,
        `${TECHNICAL_FIELDS[field].label} (${TECHNICAL_FIELDS[field].unit})`,
      ]),
    ),
    availability: 'Tình trạng hàng',
    crossReferences: 'Mã tương đương',
    shortDescription: 'Mô tả ngắn',
    imageId: 'Ảnh đại diện',
    imageIds: 'Ảnh chi tiết',
    description: 'Thông tin chi tiết',
    videos: 'Video',
  },
  Configuration: {
    label: 'Nhãn',
    value: 'Giá trị',
  },
};

/** Fields that hold HTML: the side-by-side view compares their text. */
export const RICH_REVISION_FIELDS: ReadonlySet<string> = new Set(['contentData', 'description', 'value']);

export const REVISION_ENTITY_LABELS: Record<RevisionEntity, string> = {
  Article: 'Bài viết',
  OuterProduct: 'Danh mục sản phẩm',
  InnerProduct: 'Sản phẩm',
  Configuration: 'Cấu hình',
};

const ACTION_WORDS: Record<RevisionAction, string> = {
  update: 'Sửa',
  delete: 'Xóa',
  restore: 'Khôi phục',
  undelete: 'Khôi phục bản đã xóa',
};

/** The summary line of a save: `Sửa: Tên sản phẩm, Mô tả ngắn`, `Xóa`, `Khôi phục bản #3: Tên sản phẩm`. */
export const revisionSummary = (
  entity: RevisionEntity,
  action: RevisionAction,
  fields: readonly string[],
  restoredRevision?: number,
): string => {
  const word = action === 'restore' && restoredRevision ? `Khôi phục bản #${restoredRevision}` : ACTION_WORDS[action];
  if (action === 'delete' || action === 'undelete' || fields.length === 0) return word;
  return `${word}: ${fields.map((field) => REVISION_FIELD_LABELS[entity][field] ?? field).join(', ')}`;
};

/** What every record has that no save of staff changes by itself: compared, they would mark every revision. */
const UNVERSIONED_FIELDS: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt', 'configKey']);

/**
 * The fields two states of a record differ in (record field names, in the labels' order, then any others). A
 * field one state lacks reads as null, as records stored before a field existed answer it.
 */
export const changedFields = (entity: RevisionEntity, before: object, after: object): string[] => {
  const [a, b] = [before as Record<string, unknown>, after as Record<string, unknown>];
  const labelled = Object.keys(REVISION_FIELD_LABELS[entity]);
  const names = [...new Set([...labelled, ...Object.keys(a), ...Object.keys(b)])].filter(
    (name) => !UNVERSIONED_FIELDS.has(name) && (name in a || name in b),
  );
  return names.filter((name) => !sameStoredValue(a[name], b[name]));
};
