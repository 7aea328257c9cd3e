import {
  claimPath,
  ENTITY_SK,
  findPathOwner,
  getItem,
  type Item,
  listNewestFirst,
  newestFirstSortKey,
  nextIds,
  nextUpdatedAt,
  pickAttributes,
  releasePath,
  tableName,
  type TransactItem,
  transactWrite,
} from '../db';
import { notFound, pathTaken } from '../errors';
import type { Article, ArticleInput, ArticleRecord, ArticleType, ArticleUpdateInput } from '#contract/article';
import type { StoredFile } from '../models/file';
import { embedImage, embedImageRefs } from '../services/embedded-images';
import { cleanRichHtml } from '../services/rich-text';
import { assertCurrentVersion, LostRace, retryLostRaces, versionConflict } from '../services/optimistic-concurrency';
import { assertImagesExist, getFiles } from './file-repository';

// Articles: pk = ARTICLE#<id>; their unique path pk = PATH#ARTICLE#<articlePath> → {id}, written in the
// same transaction; newest first per type through gsi1 (gsi1pk = ARTICLE#TYPE#<type>, gsi1sk =
// <updatedAt>#<id>).

const KIND = 'ARTICLE';
const articleKey = (id: number) => ({ pk: `${KIND}#${id}`, sk: ENTITY_SK });
const typeIndexKey = (type: ArticleType) => `${KIND}#TYPE#${type}`;

const toItem = (record: ArticleRecord): Item => ({
  ...articleKey(record.id),
  gsi1pk: typeIndexKey(record.articleType),
  gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
  ...record,
});

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

const toRecord = (item: Item): ArticleRecord => pickAttributes<ArticleRecord>(item, ARTICLE_ATTRIBUTES);

const imageIdsOf = (record: ArticleRecord): number[] => [record.outerImageId, ...record.imageIds];

const toArticle = (record: ArticleRecord, files: ReadonlyMap<number, StoredFile>): Article => {
  const outerImage = embedImage(files, record.outerImageId);
  return {
    ...record,
    outerImage,
    outerImagePath: outerImage?.urlPath ?? '',
    articleimages: embedImageRefs(files, record.imageIds),
  };
};

const withImages = async (records: ArticleRecord[]): Promise<Article[]> => {
  const files = await getFiles(records.flatMap(imageIdsOf));
  return records.map((record) => toArticle(record, files));
};

const getArticleRecord = async (id: number, consistent = false): Promise<ArticleRecord | undefined> => {
  const item = await getItem(articleKey(id), { consistent });
  return item ? toRecord(item) : undefined;
};

export const getArticle = async (id: number): Promise<Article | undefined> => {
  const record = await getArticleRecord(id);
  return record ? (await withImages([record]))[0] : undefined;
};

export const getArticleByPath = async (articlePath: string): Promise<Article | undefined> => {
  const id = await findPathOwner(KIND, articlePath);
  return id === undefined ? undefined : getArticle(id);
};

/** Articles of these types, newest `updatedAt` first: one index query per type, merged. */
export const listArticles = async (types: readonly ArticleType[]): Promise<Article[]> => {
  const items = await listNewestFirst(...types.map(typeIndexKey));
  return withImages(items.map(toRecord));
};

const checkImages = (input: ArticleInput) =>
  assertImagesExist({ outerImageId: [input.outerImageId], imageIds: input.imageIds });

const toStored = (input: ArticleInput): ArticleInput => ({
  headerText: input.headerText,
  summaryText: input.summaryText,
  articlePath: input.articlePath,
  articleType: input.articleType,
  contentData: cleanRichHtml('contentData', input.contentData),
  videos: input.videos,
  outerImageId: input.outerImageId,
  imageIds: input.imageIds,
});

/** Creates an article on a free path (409 PATH_TAKEN otherwise, nothing written). */
export const createArticle = async (input: ArticleInput, now = new Date()): Promise<Article> => {
  const stored = toStored(input);
  const files = await checkImages(input);
  // Checked before an id is spent; the transaction's condition still decides a race.
  if ((await findPathOwner(KIND, input.articlePath)) !== undefined) throw pathTaken('articlePath');
  const [id] = await nextIds(KIND);
  const at = now.toISOString();
  const record: ArticleRecord = { id: id!, ...stored, createdAt: at, updatedAt: at };
  await transactWrite(
    [
      { Put: { TableName: tableName(), Item: toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      claimPath(KIND, record.articlePath, record.id),
    ],
    () => pathTaken('articlePath'),
    { conflictRetries: 2 },
  );
  return toArticle(record, files);
};

/**
 * Replaces an article. A new path is claimed and the old one released in the same transaction; a pinned
 * `updatedAt` that is no longer current is 409 STALE.
 */
export const updateArticle = async (id: number, input: ArticleUpdateInput, now = new Date()): Promise<Article> => {
  const stored = toStored(input);
  const files = await checkImages(input);
  return retryLostRaces(async () => {
    const current = await getArticleRecord(id, true);
    if (!current) throw notFound();
    assertCurrentVersion(input.updatedAt, current.updatedAt);
    const renamed = current.articlePath !== input.articlePath;
    if (renamed && (await findPathOwner(KIND, input.articlePath)) !== undefined) throw pathTaken('articlePath');

    const record: ArticleRecord = {
      id,
      ...stored,
      createdAt: current.createdAt,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    };
    const writes: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: toItem(record),
          ConditionExpression: 'updatedAt = :loaded',
          ExpressionAttributeValues: { ':loaded': current.updatedAt },
        },
      },
      ...(renamed ? [claimPath(KIND, record.articlePath, id), releasePath(KIND, current.articlePath, id)] : []),
    ];
    await transactWrite(
      writes,
      (index) => (index === 1 ? pathTaken('articlePath') : versionConflict(input.updatedAt)),
      { conflictRetries: 2 },
    );
    return toArticle(record, files);
  });
};

/** Deletes an article and frees its path (404 when it does not exist). */
export const deleteArticle = async (id: number): Promise<void> =>
  retryLostRaces(async () => {
    const current = await getArticleRecord(id, true);
    if (!current) throw notFound();
    await transactWrite(
      [
        {
          Delete: {
            TableName: tableName(),
            Key: articleKey(id),
            ConditionExpression: 'updatedAt = :loaded',
            ExpressionAttributeValues: { ':loaded': current.updatedAt },
          },
        },
        releasePath(KIND, current.articlePath, id),
      ],
      () => new LostRace(),
      { conflictRetries: 2 },
    );
  });
