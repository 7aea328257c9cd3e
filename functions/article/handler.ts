import { createResourceHandler, created, noContent, ok, okJson } from '#core/http';
import { articleInput, articleUpdateInput } from '#contract/article';
import { idParam, pathParam } from '#core/params';
import {
  articleListsJson,
  createArticle,
  deleteArticle,
  articleByPathJson,
  articleJson,
  updateArticle,
} from '#core/services/articles';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('article', {
  list: async () => okJson(await articleListsJson.all()),
  listNewsAndSupport: async () => okJson(await articleListsJson.newsAndSupport()),
  listNews: async () => okJson(await articleListsJson.news()),
  listServices: async () => okJson(await articleListsJson.services()),
  listSupport: async () => okJson(await articleListsJson.support()),
  get: async ({ pathParameters }) => okJson(await articleJson(idParam(pathParameters))),
  getByPath: async ({ query }) => okJson(await articleByPathJson(pathParam(query))),
  create: async ({ body }) => created(await createArticle(parseInput(articleInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateArticle(idParam(pathParameters), parseInput(articleUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteArticle(idParam(pathParameters));
    return noContent();
  },
});
