import { createResourceHandler, created, noContent, ok } from '#core/http';
import { found, idParam, pathParam } from '#core/params';
import { innerProductInput, innerProductUpdateInput, searchQuery } from '#contract/inner-product';
import {
  createInnerProduct,
  deleteInnerProduct,
  getInnerProduct,
  getInnerProductByPath,
  listOutstandingInnerProducts,
  searchInnerProducts,
  updateInnerProduct,
} from '#core/services/inner-products';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('inner-product', {
  getByPath: async ({ query }) => ok(found(await getInnerProductByPath(pathParam(query)))),
  get: async ({ pathParameters }) => ok(found(await getInnerProduct(idParam(pathParameters)))),
  searchByName: async ({ query }) => ok(await searchInnerProducts(parseInput(searchQuery, query).name)),
  listOutstanding: async () => ok(await listOutstandingInnerProducts()),
  create: async ({ body }) => created(await createInnerProduct(parseInput(innerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateInnerProduct(idParam(pathParameters), parseInput(innerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteInnerProduct(idParam(pathParameters));
    return noContent();
  },
});
