import { listNewestFirst, newestFirstSortKey } from '../db';
import type { ArticleRecord, ArticleType } from '#contract/article';
import {
  createRecord,
  deleteRecord,
  type FieldsOf,
  findIdByPath,
  getRecord,
  toRecord,
  type UniquePathEntity,
  updateRecord,
} from './unique-path-entity';

// Articles: pk = ARTICLE#<id>; their unique path pk = PATH#ARTICLE#<articlePath> → {id}, written in the
// same transaction; newest first per type through gsi1 (gsi1pk = ARTICLE#TYPE#<type>, gsi1sk =
// <updatedAt>#<id>).

const KIND = 'ARTICLE';
const typeIndexKey = (type: ArticleType) => `${KIND}#TYPE#${type}`;

const ARTICLE_ATTRIBUTES = [
  'id',
  'headerText',
  'summaryText',
  'articlePath',
  'articleType',
  'contentData',
  'videos',
  'outerImageId',
  'imageIds',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ArticleRecord)[];

const articles: UniquePathEntity<ArticleRecord> = {
  kind: KIND,
  pathField: 'articlePath',
  attributes: ARTICLE_ATTRIBUTES,
  indexAttributes: (record) => ({
    gsi1pk: typeIndexKey(record.articleType),
    gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
  }),
};

export const getArticleRecord = (id: number): Promise<ArticleRecord | undefined> => getRecord(articles, id);

export const findArticleIdByPath = (articlePath: string): Promise<number | undefined> =>
  findIdByPath(articles, articlePath);

/** Articles of these types, newest `updatedAt` first: one index query per type, merged. */
export const listArticleRecords = async (types: readonly ArticleType[]): Promise<ArticleRecord[]> =>
  (await listNewestFirst(...types.map(typeIndexKey))).map((item) => toRecord(articles, item));

/** 409 PATH_TAKEN when the path is taken, nothing written. */
export const createArticleRecord = (fields: FieldsOf<ArticleRecord>, now: Date): Promise<ArticleRecord> =>
  createRecord(articles, fields, now);

/** 404 unknown, 409 STALE when `pinnedVersion` is no longer current, 409 PATH_TAKEN for a taken new path. */
export const updateArticleRecord = (
  id: number,
  fields: FieldsOf<ArticleRecord>,
  pinnedVersion: string | undefined,
  now: Date,
): Promise<ArticleRecord> => updateRecord(articles, id, fields, now, { pinnedVersion });

export const deleteArticleRecord = (id: number): Promise<void> => deleteRecord(articles, id);
