import { createResourceHandler, okJson, type Action, type ActionsOf } from '#core/http';
import { idParam, pathParam } from '#core/params';
import { outerProductByPathJson, outerProductJson, outerProductListsJson } from '#core/services/outer-products';

// The public routes of outer products, also an entry of their own: the public function and the publisher need
// only these, so their bundles leave out the admin routes' write schemas (handler.ts serves them all).

export const publicActions = {
  listProducts: async (request) => okJson(await outerProductListsJson.productCategories(), request),
  listMaintenanceTools: async (request) => okJson(await outerProductListsJson.maintenanceToolGroups(), request),
  listListedProducts: async (request) => okJson(await outerProductListsJson.listedProductCategories(), request),
  listListedMaintenanceTools: async (request) =>
    okJson(await outerProductListsJson.listedMaintenanceToolGroups(), request),
  getByPath: async (request) => okJson(await outerProductByPathJson(pathParam(request.query)), request),
  get: async (request) => okJson(await outerProductJson(idParam(request.pathParameters)), request),
} satisfies Record<ActionsOf<'outer-product', 'public'>, Action>;

export const handler = createResourceHandler('outer-product', publicActions, { access: 'public' });
