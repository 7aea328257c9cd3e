import { certificateInput } from '#contract/certificate-input';
import { created, createResourceHandler, noContent, ok } from '#core/http';
import { idParam } from '#core/params';
import { createCertificate, deleteCertificate, listCertificates, updateCertificate } from '#core/services/certificates';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('certificate', {
  ...publicActions,
  list: async () => ok(await listCertificates()),
  create: async ({ body }) => created(await createCertificate(parseInput(certificateInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateCertificate(idParam(pathParameters), parseInput(certificateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteCertificate(idParam(pathParameters));
    return noContent();
  },
});
