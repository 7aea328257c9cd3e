import type { ArticleType } from '@vongbi/functions/contract';
import { adminPaths } from '@/config/admin-screens';
import { ARTICLE_TYPE } from '@vongbi/functions/contract/site-addresses';

/** The admin list each article type belongs to. */
export const listOfType: Record<ArticleType, string> = {
  [ARTICLE_TYPE.news]: adminPaths.news,
  [ARTICLE_TYPE.service]: adminPaths.services,
  [ARTICLE_TYPE.support]: adminPaths.supports,
};
