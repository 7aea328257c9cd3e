import { listNewestFirst, newestFirstSortKey } from '../db';
import type { ArticleRecord } from '#contract/article';
import type { ArticleType } from '#contract/site-addresses';
import { UniquePathStore } from './unique-path-store';

// Articles: pk = ARTICLE#<id>; their unique path pk = PATH#ARTICLE#<articlePath> → {id}, written in the
// same transaction; newest first per type through gsi1 (gsi1pk = ARTICLE#TYPE#<type>, gsi1sk =
// <updatedAt>#<id>).

const KIND = 'ARTICLE';
const typeIndexKey = (type: ArticleType) => `${KIND}#TYPE#${type}`;

/** Articles by id and by path: get, create, update (409 STALE / PATH_TAKEN), delete. */
export const articleRecords = new UniquePathStore<ArticleRecord>({
  kind: KIND,
  listFamily: 'ARTICLE',
  audit: { entity: 'article', name: (record) => record.headerText },
  pathField: 'articlePath',
  attributes: [
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
  ],
  indexAttributes: (record) => ({
    gsi1pk: typeIndexKey(record.articleType),
    gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
  }),
});

/** Articles of these types, newest `updatedAt` first: one index query per type, merged. */
export const listArticleRecords = async (types: readonly ArticleType[]): Promise<ArticleRecord[]> =>
  (await listNewestFirst(...types.map(typeIndexKey))).map((item) => articleRecords.toRecord(item));
