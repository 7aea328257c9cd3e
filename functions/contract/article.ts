import * as z from './zod';
import {
  idField,
  idListField,
  pathField,
  requiredText,
  richHtml,
  typeCodeField,
  updatedAtField,
  videosField,
  type VersionedRecord,
} from './fields';
import type { EmbeddedImage, ImageRef } from './file';
import { ARTICLE_TYPE, BLOG_FILTER } from './site-addresses';

const ARTICLE_TYPES = [ARTICLE_TYPE.news, ARTICLE_TYPE.service, ARTICLE_TYPE.support] as const;

export const articleInput = z.object({
  headerText: requiredText(500),
  summaryText: requiredText(5000),
  articlePath: pathField,
  articleType: typeCodeField(ARTICLE_TYPES, ARTICLE_TYPE.news),
  contentData: richHtml(false),
  videos: videosField,
  outerImageId: idField,
  imageIds: idListField,
});
export type ArticleInput = z.output<typeof articleInput>;

export const articleUpdateInput = articleInput.extend({ updatedAt: updatedAtField });
export type ArticleUpdateInput = z.output<typeof articleUpdateInput>;

/** An article as stored: the input (contentData sanitised) plus id and times. */
export interface ArticleRecord extends ArticleInput, VersionedRecord {}

/** An article as the API answers it, images embedded. */
export interface Article extends ArticleRecord {
  outerImage: EmbeddedImage | null;
  outerImagePath: string;
  articleimages: ImageRef[];
}

/** The articles a page of `GET /api/Article/GetListedArticles` carries: /blogs shows the first, "Xem thêm" each next. */
export const LISTED_ARTICLES_PER_PAGE = 24;

export const listedArticlesMessages = {
  type: 'Loại bài viết không tồn tại',
  page: 'Số trang không hợp lệ',
} as const;

/**
 * `GET /api/Article/GetListedArticles`: `type` news or support (absent, both, as /blogs lists them) and `page`
 * from 1 (absent, the first; one past the last answers no articles).
 */
export const listedArticlesQuery = z.object({
  type: z.enum(BLOG_FILTER.values, { error: listedArticlesMessages.type }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, listedArticlesMessages.page)
    .optional()
    .transform((page) => (page === undefined ? 1 : Number(page))),
});
export type ListedArticlesQuery = z.output<typeof listedArticlesQuery>;

/** An article as a list's card shows it: everything but its content and the pictures and videos inside it. */
export type ListedArticle = Omit<Article, 'contentData' | 'articleimages' | 'imageIds' | 'videos'>;

/** A list's card of an article. */
export const listedArticle = ({
  contentData: _content,
  articleimages: _images,
  imageIds: _imageIds,
  videos: _videos,
  ...card
}: Article): ListedArticle => card;

/** A page of the news or support list, newest first, and how many articles the whole list holds. */
export interface ListedArticles {
  articles: ListedArticle[];
  total: number;
}
