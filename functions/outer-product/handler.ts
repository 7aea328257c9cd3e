import { createResourceHandler, created, noContent, ok } from '#core/http';
import { found, idParam, pathParam } from '#core/params';
import { outerProductInput, outerProductUpdateInput, type ProductType } from '#contract/outer-product';
import {
  createOuterProduct,
  deleteOuterProduct,
  getOuterProductByPathWithChildren,
  getOuterProductWithChildren,
  listOuterProducts,
  listOuterProductsWithChildren,
  updateOuterProduct,
} from '#core/services/outer-products';
import { parseInput } from '#core/validation';

const PRODUCT: ProductType = 0;
const MAINTENANCE_TOOL: ProductType = 1;

export const handler = createResourceHandler('outer-product', {
  list: async () => ok(await listOuterProducts([PRODUCT, MAINTENANCE_TOOL])),
  listProducts: async () => ok(await listOuterProductsWithChildren([PRODUCT])),
  listMaintenanceTools: async () => ok(await listOuterProductsWithChildren([MAINTENANCE_TOOL])),
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
