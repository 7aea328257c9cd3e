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

/** 0 news, 1 service, 2 support. */
export const ARTICLE_TYPES = [0, 1, 2] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const articleInput = z.object({
  headerText: requiredText(500),
  summaryText: requiredText(5000),
  articlePath: pathField,
  articleType: typeCodeField(ARTICLE_TYPES, 0),
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
