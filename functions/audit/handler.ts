import { auditQuery } from '#contract/audit-query';
import { createResourceHandler, ok } from '#core/http';
import { readAuditLog } from '#core/services/audit-log';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('audit', {
  list: async ({ query }) => ok(await readAuditLog(parseInput(auditQuery, query))),
});
