import { createResourceHandler, created, noContent, ok } from '#core/http';
import { found, idParam, pathParam } from '#core/params';
import {
  outerProductInput,
  outerProductUpdateInput,
  type OuterProduct,
  type OuterProductWithChildren,
  type ProductType,
} from '#contract/outer-product';
import { listInnerProductSummariesByOuter } from '#core/repositories/inner-product-repository';
import {
  createOuterProduct,
  deleteOuterProduct,
  getOuterProduct,
  getOuterProductByPath,
  listOuterProducts,
  updateOuterProduct,
} from '#core/repositories/outer-product-repository';
import { parseInput } from '#core/validation';

const PRODUCT: ProductType = 0;
const MAINTENANCE_TOOL: ProductType = 1;

const withInnerProducts = async (outers: OuterProduct[]): Promise<OuterProductWithChildren[]> => {
  const children = await listInnerProductSummariesByOuter(outers);
  return outers.map((outer) => ({ ...outer, innerProducts: children.get(outer.id) ?? [] }));
};

const withInnerProductsOf = async (outer: OuterProduct | undefined): Promise<OuterProductWithChildren> =>
  (await withInnerProducts([found(outer)]))[0]!;

export const handler = createResourceHandler('outer-product', {
  list: async () => ok(await listOuterProducts([PRODUCT, MAINTENANCE_TOOL])),
  listProducts: async () => ok(await withInnerProducts(await listOuterProducts([PRODUCT]))),
  listMaintenanceTools: async () => ok(await withInnerProducts(await listOuterProducts([MAINTENANCE_TOOL]))),
  getByPath: async ({ query }) => ok(await withInnerProductsOf(await getOuterProductByPath(pathParam(query)))),
  get: async ({ pathParameters }) => ok(await withInnerProductsOf(await getOuterProduct(idParam(pathParameters)))),
  create: async ({ body }) => created(await createOuterProduct(parseInput(outerProductInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateOuterProduct(idParam(pathParameters), parseInput(outerProductUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteOuterProduct(idParam(pathParameters));
    return noContent();
  },
});
