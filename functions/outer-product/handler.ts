import { createResourceHandler, created, noContent, ok, okJson } from '#core/http';
import { idParam } from '#core/params';
import { outerProductInput, outerProductUpdateInput } from '#contract/outer-product';
import {
  createOuterProduct,
  deleteOuterProduct,
  outerProductListsJson,
  updateOuterProduct,
} from '#core/services/outer-products';
import { saverOf } from '#core/services/revision-log';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('outer-product', {
  ...publicActions,
  list: async (request) => okJson(await outerProductListsJson.all(), request),
  create: async ({ body }) => created(await createOuterProduct(parseInput(outerProductInput, body))),
  update: async ({ pathParameters, body, session }) =>
    ok(await updateOuterProduct(idParam(pathParameters), parseInput(outerProductUpdateInput, body), saverOf(session))),
  remove: async ({ pathParameters, session }) => {
    await deleteOuterProduct(idParam(pathParameters), saverOf(session));
    return noContent();
  },
});
