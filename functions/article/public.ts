import { createResourceHandler, okJson, type Action, type ActionsOf } from '#core/http';
import { idParam, pathParam } from '#core/params';
import { listedArticlesQuery } from '#contract/article';
import { articleByPathJson, articleJson, articleListsJson, listedArticlesJson } from '#core/services/articles';
import { parseInput } from '#core/validation';

// The public routes of articles, also an entry of their own: the public function needs only these, so its
// bundle leaves out the admin routes' sanitiser and write schemas (handler.ts serves them all).

export const publicActions = {
  listNewsAndSupport: async (request) => okJson(await articleListsJson.newsAndSupport(), request),
  listNews: async (request) => okJson(await articleListsJson.news(), request),
  listServices: async (request) => okJson(await articleListsJson.services(), request),
  listSupport: async (request) => okJson(await articleListsJson.support(), request),
  listListed: async (request) =>
    okJson(await listedArticlesJson(parseInput(listedArticlesQuery, request.query)), request),
  get: async (request) => okJson(await articleJson(idParam(request.pathParameters)), request),
  getByPath: async (request) => okJson(await articleByPathJson(pathParam(request.query)), request),
} satisfies Record<ActionsOf<'article', 'public'>, Action>;

export const handler = createResourceHandler('article', publicActions, { access: 'public' });
