import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import type { AuditEntry } from '@vongbi/functions/contract/audit';
import { adminPaths } from '@/config/admin-screens';

/**
 * Where an entry's record is edited, if it has such a screen and still exists: an article, a category, a
 * product, a quote request, a configuration value, an account. Banners, videos, files and subscriptions have
 * none, and a deleted record is gone.
 */
export const recordLink = ({ entity, entityId, action }: AuditEntry): string | undefined => {
  if (entityId === null || action === 'delete') return undefined;
  switch (entity) {
    case 'article':
      return adminPaths.article(entityId);
    case 'outer-product':
      return adminPaths.outerProduct(entityId);
    case 'inner-product':
      return adminPaths.innerProductById(entityId);
    case 'quote-request':
      return adminPaths.quote(Number(entityId));
    case 'configuration':
      return entityId === CONFIG_KEY.ABOUT_US ? adminPaths.aboutUs : adminPaths.configuration;
    case 'staff':
      return adminPaths.staff;
    default:
      return undefined;
  }
};
