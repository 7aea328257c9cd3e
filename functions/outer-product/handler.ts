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
  list: async (request) => okJson(await outerProductListsJson.all(), request),
  listProducts: async (request) => okJson(await outerProductListsJson.productCategories(), request),
  listMaintenanceTools: async (request) => okJson(await outerProductListsJson.maintenanceToolGroups(), request),
  getByPath: async (request) => okJson(await outerProductByPathJson(pathParam(request.query)), request),
  get: async (request) => okJson(await outerProductJson(idParam(request.pathParameters)), request),
  create: async ({ body }) => created(await createOuterProduct(parseInput(outerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateOuterProduct(idParam(pathParameters), parseInput(outerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteOuterProduct(idParam(pathParameters));
    return noContent();
  },
});
