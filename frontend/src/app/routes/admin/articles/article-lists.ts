import type { ArticleType } from '@vongbi/functions/contract';
import { paths } from '@/config/paths';
import { ARTICLE_TYPE } from '@vongbi/functions/contract/site-addresses';

/** The admin list each article type belongs to. */
export const listOfType: Record<ArticleType, string> = {
  [ARTICLE_TYPE.news]: paths.admin.news,
  [ARTICLE_TYPE.service]: paths.admin.services,
  [ARTICLE_TYPE.support]: paths.admin.supports,
};
