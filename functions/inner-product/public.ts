import { createResourceHandler, ok, okJson, type Action, type ActionsOf } from '#core/http';
import { designationQuery, explainDesignation } from '#contract/designation-explained';
import { searchQuery } from '#contract/inner-product';
import { idParam, pathParam } from '#core/params';
import { findEquivalentsJson } from '#core/services/equivalents';
import { outstandingInnerProductsJson } from '#core/services/inner-product-lists';
import { innerProductByPathJson, innerProductJson } from '#core/services/inner-products';
import { searchInnerProductsJson } from '#core/services/product-search';
import { parseInput } from '#core/validation';

// The public routes of inner products, also an entry of their own: the public function needs only these, so
// its bundle leaves out the admin routes' sanitiser and write schemas (handler.ts serves them all).

export const publicActions = {
  getByPath: async (request) => okJson(await innerProductByPathJson(pathParam(request.query)), request),
  get: async (request) => okJson(await innerProductJson(idParam(request.pathParameters)), request),
  searchByName: async (request) =>
    okJson(await searchInnerProductsJson(parseInput(searchQuery, request.query).name), request),
  listOutstanding: async (request) => okJson(await outstandingInnerProductsJson(), request),
  equivalents: async (request) =>
    okJson(await findEquivalentsJson(parseInput(designationQuery, request.query).code), request),
  explainDesignation: async (request) => ok(explainDesignation(parseInput(designationQuery, request.query).code)),
} satisfies Record<ActionsOf<'inner-product', 'public'>, Action>;

export const handler = createResourceHandler('inner-product', publicActions, { access: 'public' });
