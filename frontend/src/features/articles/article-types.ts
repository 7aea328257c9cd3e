import type { ArticleType } from '@vongbi/functions/contract';

/** Names in the type selector, by code: 0 news, 1 service, 2 support. */
export const articleTypeNames: readonly string[] = ['Tin tức', 'Dịch vụ', 'Hỗ trợ kỹ thuật'];

/** The admin tables' type column, as the specification labels it. */
export const articleTypeLabel = (type: ArticleType): string => (type === 1 ? 'Dịch vụ' : 'Tin tức & Hỗ trợ kỹ thuật');
