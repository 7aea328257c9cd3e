import { createResourceHandler, okJson, type Action, type ActionsOf } from '#core/http';
import { searchQuery } from '#contract/inner-product';
import { idParam, pathParam } from '#core/params';
import {
  innerProductByPathJson,
  innerProductJson,
  outstandingInnerProductsJson,
  searchInnerProductsJson,
} from '#core/services/inner-products';
import { parseInput } from '#core/validation';

// The public routes of inner products, also an entry of their own: the public function needs only these, so
// its bundle leaves out the admin routes' sanitiser and write schemas (handler.ts serves them all).

export const publicActions = {
  getByPath: async ({ query }) => okJson(await innerProductByPathJson(pathParam(query))),
  get: async ({ pathParameters }) => okJson(await innerProductJson(idParam(pathParameters))),
  searchByName: async ({ query }) => okJson(await searchInnerProductsJson(parseInput(searchQuery, query).name)),
  listOutstanding: async () => okJson(await outstandingInnerProductsJson()),
} satisfies Record<ActionsOf<'inner-product', 'public'>, Action>;

export const handler = createResourceHandler('inner-product', publicActions, { access: 'public' });
