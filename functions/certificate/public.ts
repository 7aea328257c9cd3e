import { createResourceHandler, ok, type Action, type ActionsOf } from '#core/http';
import { listValidCertificates } from '#core/services/certificates';

// The public route of certificates, also an entry of its own: the public function and the publisher need only
// this (handler.ts serves every route).

export const publicActions = {
  listValid: async () => ok(await listValidCertificates()),
} satisfies Record<ActionsOf<'certificate', 'public'>, Action>;

export const handler = createResourceHandler('certificate', publicActions, { access: 'public' });
