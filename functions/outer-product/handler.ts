import { createResourceHandler, created, noContent, ok, okJson } from '#core/http';
import { idParam, pathParam } from '#core/params';
import { outerProductInput, outerProductUpdateInput } from '#contract/outer-product';
import {
  createOuterProduct,
  deleteOuterProduct,
  outerProductByPathJson,
  outerProductJson,
  outerProductListsJson,
  updateOuterProduct,
} from '#core/services/outer-products';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('outer-product', {
  list: async () => okJson(await outerProductListsJson.all()),
  listProducts: async () => okJson(await outerProductListsJson.productCategories()),
  listMaintenanceTools: async () => okJson(await outerProductListsJson.maintenanceToolGroups()),
  getByPath: async ({ query }) => okJson(await outerProductByPathJson(pathParam(query))),
  get: async ({ pathParameters }) => okJson(await outerProductJson(idParam(pathParameters))),
  create: async ({ body }) => created(await createOuterProduct(parseInput(outerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateOuterProduct(idParam(pathParameters), parseInput(outerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteOuterProduct(idParam(pathParameters));
    return noContent();
  },
});
