import { createResourceHandler, okJson, type Action, type ActionsOf } from '#core/http';
import { configurationJson } from '#core/services/configuration';

// The public route of the configuration, also an entry of its own: the public function needs only this, so
// its bundle leaves out the admin routes' sanitiser and write schema (handler.ts serves them all).

export const publicActions = {
  list: async (request) => okJson(await configurationJson(), request),
} satisfies Record<ActionsOf<'configuration', 'public'>, Action>;

export const handler = createResourceHandler('configuration', publicActions, { access: 'public' });
