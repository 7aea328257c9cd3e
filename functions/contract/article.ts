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
import { ARTICLE_TYPE } from './site-addresses';

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
