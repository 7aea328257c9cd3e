import { createResourceHandler, created, noContent, ok, okJson } from '#core/http';
import { idParam, pathParam } from '#core/params';
import { innerProductInput, innerProductUpdateInput, searchQuery } from '#contract/inner-product';
import {
  createInnerProduct,
  deleteInnerProduct,
  innerProductByPathJson,
  innerProductJson,
  outstandingInnerProductsJson,
  searchInnerProductsJson,
  updateInnerProduct,
} from '#core/services/inner-products';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('inner-product', {
  getByPath: async ({ query }) => okJson(await innerProductByPathJson(pathParam(query))),
  get: async ({ pathParameters }) => okJson(await innerProductJson(idParam(pathParameters))),
  searchByName: async ({ query }) => okJson(await searchInnerProductsJson(parseInput(searchQuery, query).name)),
  listOutstanding: async () => okJson(await outstandingInnerProductsJson()),
  create: async ({ body }) => created(await createInnerProduct(parseInput(innerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateInnerProduct(idParam(pathParameters), parseInput(innerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteInnerProduct(idParam(pathParameters));
    return noContent();
  },
});
