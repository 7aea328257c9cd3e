import { createResourceHandler, created, noContent, ok } from '#core/http';
import { idParam } from '#core/params';
import { innerProductInput, innerProductUpdateInput } from '#contract/inner-product';
import { createInnerProduct, deleteInnerProduct, updateInnerProduct } from '#core/services/inner-products';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('inner-product', {
  ...publicActions,
  create: async ({ body }) => created(await createInnerProduct(parseInput(innerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateInnerProduct(idParam(pathParameters), parseInput(innerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteInnerProduct(idParam(pathParameters));
    return noContent();
  },
});
