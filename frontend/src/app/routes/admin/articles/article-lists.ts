import type { ArticleType } from '@vongbi/functions/contract';
import { paths } from '@/config/paths';

/** The admin list each article type belongs to. */
export const listOfType: Record<ArticleType, string> = {
  0: paths.admin.news,
  1: paths.admin.services,
  2: paths.admin.supports,
};
