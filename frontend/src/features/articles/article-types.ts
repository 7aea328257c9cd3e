import { ARTICLE_TYPE, type ArticleType } from '@vongbi/functions/contract/site-addresses';

/** The type selector's options, in the specification's order. */
export const articleTypeOptions: readonly { type: ArticleType; name: string }[] = [
  { type: ARTICLE_TYPE.news, name: 'Tin tức' },
  { type: ARTICLE_TYPE.service, name: 'Dịch vụ' },
  { type: ARTICLE_TYPE.support, name: 'Hỗ trợ kỹ thuật' },
];

/** The admin tables' type column, as the specification labels it. */
export const articleTypeLabel = (type: ArticleType): string =>
  type === ARTICLE_TYPE.service ? 'Dịch vụ' : 'Tin tức & Hỗ trợ kỹ thuật';
