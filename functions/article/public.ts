import { createResourceHandler, okJson, type Action, type ActionsOf } from '#core/http';
import { idParam, pathParam } from '#core/params';
import { articleByPathJson, articleJson, articleListsJson } from '#core/services/articles';

// The public routes of articles, also an entry of their own: the public function needs only these, so its
// bundle leaves out the admin routes' sanitiser and write schemas (handler.ts serves them all).

export const publicActions = {
  listNewsAndSupport: async () => okJson(await articleListsJson.newsAndSupport()),
  listNews: async () => okJson(await articleListsJson.news()),
  listServices: async () => okJson(await articleListsJson.services()),
  listSupport: async () => okJson(await articleListsJson.support()),
  get: async ({ pathParameters }) => okJson(await articleJson(idParam(pathParameters))),
  getByPath: async ({ query }) => okJson(await articleByPathJson(pathParam(query))),
} satisfies Record<ActionsOf<'article', 'public'>, Action>;

export const handler = createResourceHandler('article', publicActions, { access: 'public' });
