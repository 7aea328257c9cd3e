import { createResourceHandler, created, noContent, ok } from '#core/http';
import { found, idParam, pathParam } from '#core/params';
import { outerProductInput, outerProductUpdateInput } from '#contract/outer-product';
import {
  createOuterProduct,
  deleteOuterProduct,
  getOuterProductByPathWithChildren,
  getOuterProductWithChildren,
  listAllOuterProducts,
  listMaintenanceToolGroups,
  listProductCategories,
  updateOuterProduct,
} from '#core/services/outer-products';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('outer-product', {
  list: async () => ok(await listAllOuterProducts()),
  listProducts: async () => ok(await listProductCategories()),
  listMaintenanceTools: async () => ok(await listMaintenanceToolGroups()),
  getByPath: async ({ query }) => ok(found(await getOuterProductByPathWithChildren(pathParam(query)))),
  get: async ({ pathParameters }) => ok(found(await getOuterProductWithChildren(idParam(pathParameters)))),
  create: async ({ body }) => created(await createOuterProduct(parseInput(outerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateOuterProduct(idParam(pathParameters), parseInput(outerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteOuterProduct(idParam(pathParameters));
    return noContent();
  },
});
