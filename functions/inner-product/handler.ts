import { createResourceHandler, created, noContent, ok } from '#core/http';
import { idParam } from '#core/params';
import { innerProductInput, innerProductsAvailabilityInput, innerProductUpdateInput } from '#contract/inner-product';
import {
  createInnerProduct,
  deleteInnerProduct,
  setInnerProductsAvailability,
  updateInnerProduct,
} from '#core/services/inner-products';
import { saverOf } from '#core/services/revision-log';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('inner-product', {
  ...publicActions,
  create: async ({ body }) => created(await createInnerProduct(parseInput(innerProductInput, body))),
  update: async ({ pathParameters, body, session }) =>
    ok(await updateInnerProduct(idParam(pathParameters), parseInput(innerProductUpdateInput, body), saverOf(session))),
  setAvailability: async ({ body, session }) => {
    const { ids, availability } = parseInput(innerProductsAvailabilityInput, body);
    return ok(await setInnerProductsAvailability(ids, availability, saverOf(session)));
  },
  remove: async ({ pathParameters, session }) => {
    await deleteInnerProduct(idParam(pathParameters), saverOf(session));
    return noContent();
  },
});
