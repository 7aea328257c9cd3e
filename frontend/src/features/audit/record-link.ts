import type { AuditEntry } from '@vongbi/functions/contract/audit';
import { paths } from '@/config/paths';

/**
 * Where an entry's record is edited, if it has such a screen and still exists: an article, a category, a
 * product, a quote request, a configuration value, an account. Banners, videos, files and subscriptions have
 * none, and a deleted record is gone.
 */
export const recordLink = ({ entity, entityId, action }: AuditEntry): string | undefined => {
  if (entityId === null || action === 'delete') return undefined;
  switch (entity) {
    case 'article':
      return paths.admin.article(entityId);
    case 'outer-product':
      return paths.admin.outerProduct(entityId);
    case 'inner-product':
      return paths.admin.innerProductById(entityId);
    case 'quote-request':
      return paths.admin.quote(Number(entityId));
    case 'configuration':
      return entityId === 'ABOUT_US' ? paths.admin.aboutUs : paths.admin.configuration;
    case 'staff':
      return paths.admin.staff;
    default:
      return undefined;
  }
};
