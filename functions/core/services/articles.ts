import {
  LISTED_ARTICLES_PER_PAGE,
  listedArticle,
  type Article,
  type ArticleInput,
  type ArticleRecord,
  type ArticleUpdateInput,
  type ListedArticles,
  type ListedArticlesQuery,
} from '#contract/article';
import { ARTICLE_TYPE, articleAddress, type ArticleType } from '#contract/site-addresses';
import type { StoredFile } from '../models/file';
import { articleRecords, listArticleRecords } from '../repositories/article-repository';
import { getFiles } from '../repositories/file-repository';
import { embedImage, embedImageRefs } from '../rules/embedded-images';
import { nextUpdatedAt, retryLostRaces } from '../rules/optimistic-concurrency';
import { assertImagesExist } from './images';
import { cachedJson, cachedRecordJson, type JsonAnswer } from './list-cache';
import { deletionRevisionWrites, type Saver, undeleteRevisionWrites, updateRevisionWrites } from './revision-log';

// Articles (news, services, support): stored with their content sanitised, answered with their images
// embedded. The API and the published pages read them through these functions.

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
  const files = await getFiles(records.flatMap((record) => [record.outerImageId, ...record.imageIds]));
  return records.map((record) => toArticle(record, files));
};

export const getArticle = async (id: number): Promise<Article | undefined> => {
  const record = await articleRecords.get(id);
  return record ? (await withImages([record]))[0] : undefined;
};

export const getArticleByPath = async (articlePath: string): Promise<Article | undefined> => {
  const id = await articleRecords.findIdByPath(articlePath);
  return id === undefined ? undefined : getArticle(id);
};

/** Articles of these types, newest `updatedAt` first. */
export const listArticles = async (types: readonly ArticleType[]): Promise<Article[]> =>
  withImages(await listArticleRecords(types));

const { news: NEWS, service: SERVICE, support: SUPPORT } = ARTICLE_TYPE;

/** Every article, whatever its type (the admin list). */
export const listAllArticles = (): Promise<Article[]> => listArticles([NEWS, SERVICE, SUPPORT]);
/** News and support articles together (the public article list). */
export const listNewsAndSupport = (): Promise<Article[]> => listArticles([NEWS, SUPPORT]);
export const listNews = (): Promise<Article[]> => listArticles([NEWS]);
export const listServices = (): Promise<Article[]> => listArticles([SERVICE]);
export const listSupportArticles = (): Promise<Article[]> => listArticles([SUPPORT]);

/** The same lists as the JSON the API answers, built once per version of the articles (see list-cache.ts). */
export const articleListsJson = {
  all: () => cachedJson('ARTICLE', 'all', listAllArticles),
  newsAndSupport: () => cachedJson('ARTICLE', 'news+support', listNewsAndSupport),
  news: () => cachedJson('ARTICLE', 'news', listNews),
  services: () => cachedJson('ARTICLE', 'services', listServices),
  support: () => cachedJson('ARTICLE', 'support', listSupportArticles),
};

/**
 * A page of /blogs's list (GetListedArticles): the news, the support articles or both, newest first, built once
 * per version of the articles and page, so the page and the app's answer keep their size with thousands of them.
 */
export const listedArticlesJson = ({ type, page }: ListedArticlesQuery): Promise<JsonAnswer> =>
  cachedJson('ARTICLE', `listed:${type ?? 'news+support'}:${page}`, async (): Promise<ListedArticles> => {
    const articles = await (type === 'news'
      ? listNews()
      : type === 'support'
        ? listSupportArticles()
        : listNewsAndSupport());
    const start = (page - 1) * LISTED_ARTICLES_PER_PAGE;
    return {
      articles: articles.slice(start, start + LISTED_ARTICLES_PER_PAGE).map(listedArticle),
      total: articles.length,
    };
  });

/** The JSON of an article's page (404 when none), built once per version of the articles. */
export const articleJson = (id: number): Promise<JsonAnswer> =>
  cachedRecordJson('ARTICLE', `id:${id}`, () => getArticle(id));
export const articleByPathJson = (articlePath: string): Promise<JsonAnswer> =>
  cachedRecordJson('ARTICLE', `path:${articlePath}`, () => getArticleByPath(articlePath));

/**
 * What is stored of an input: its own fields, the content sanitised. The sanitiser is loaded at the first
 * write, so the public reads served by the same function never spend their cold start on it.
 */
const toFields = async (input: ArticleInput): Promise<ArticleInput> => ({
  headerText: input.headerText,
  summaryText: input.summaryText,
  articlePath: input.articlePath,
  articleType: input.articleType,
  contentData: (await import('../rules/rich-text')).cleanRichHtml('contentData', input.contentData),
  videos: input.videos,
  outerImageId: input.outerImageId,
  imageIds: input.imageIds,
});

const checkImages = (input: ArticleInput) =>
  assertImagesExist({ outerImageId: [input.outerImageId], imageIds: input.imageIds });

/** Creates an article on a free path (409 PATH_TAKEN otherwise, nothing written). */
export const createArticle = async (input: ArticleInput, now = new Date()): Promise<Article> => {
  const fields = await toFields(input);
  const files = await checkImages(input);
  return toArticle(await articleRecords.create(fields, now), files);
};

/**
 * Replaces an article, maybe on a new path; a pinned `updatedAt` that is no longer current is 409 STALE. The
 * article as it was is kept as a revision in the same transaction.
 */
export const updateArticle = async (
  id: number,
  input: ArticleUpdateInput,
  saver: Saver,
  now = new Date(),
): Promise<Article> => {
  const fields = await toFields(input);
  const files = await checkImages(input);
  const record = await articleRecords.update(id, fields, now, {
    pinnedVersion: input.updatedAt,
    alsoWrite: (current, updated) => updateRevisionWrites('Article', id, current, updated, saver, updated.updatedAt),
  });
  return toArticle(record, files);
};

/** Deletes an article and frees its path (404 when it does not exist); it stays restorable from its revisions. */
export const deleteArticle = (id: number, saver: Saver, now = new Date()): Promise<void> =>
  articleRecords.delete(id, (current) =>
    deletionRevisionWrites(
      'Article',
      id,
      current,
      { title: current.headerText, path: articleAddress(current) },
      saver,
      now,
    ),
  );

/**
 * An article as it would be saved, without saving it (a preview): the input's content sanitised, its images
 * checked and embedded; the record being edited keeps its id and creation time.
 */
export const previewArticle = async (input: ArticleInput, id?: number, now = new Date()): Promise<Article> => {
  const fields = await toFields(input);
  const files = await checkImages(input);
  const stored = id === undefined ? undefined : await articleRecords.get(id);
  const at = now.toISOString();
  return toArticle({ id: id ?? 0, ...fields, createdAt: stored?.createdAt ?? at, updatedAt: at }, files);
};

/**
 * Brings a deleted article back under its id from a revision's state (`input`), on its path if still free
 * (409 PATH_TAKEN otherwise), later than its deletion.
 */
export const recreateArticle = async (
  id: number,
  input: ArticleInput,
  createdAt: string,
  deletedAt: string,
  saver: Saver,
  now = new Date(),
): Promise<Article> => {
  const fields = await toFields(input);
  const files = await checkImages(input);
  const record: ArticleRecord = { id, ...fields, createdAt, updatedAt: nextUpdatedAt(deletedAt, now) };
  await retryLostRaces(async () =>
    articleRecords.recreate(record, await undeleteRevisionWrites('Article', id, saver, record.updatedAt, now)),
  );
  return toArticle(record, files);
};
