import { createResourceHandler, created, noContent, ok } from '#core/http';
import { articleInput, articleUpdateInput } from '#contract/article';
import { found, idParam, pathParam } from '#core/params';
import {
  createArticle,
  deleteArticle,
  getArticle,
  getArticleByPath,
  listAllArticles,
  listNews,
  listNewsAndSupport,
  listServices,
  listSupportArticles,
  updateArticle,
} from '#core/services/articles';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('article', {
  list: async () => ok(await listAllArticles()),
  listNewsAndSupport: async () => ok(await listNewsAndSupport()),
  listNews: async () => ok(await listNews()),
  listServices: async () => ok(await listServices()),
  listSupport: async () => ok(await listSupportArticles()),
  get: async ({ pathParameters }) => ok(found(await getArticle(idParam(pathParameters)))),
  getByPath: async ({ query }) => ok(found(await getArticleByPath(pathParam(query)))),
  create: async ({ body }) => created(await createArticle(parseInput(articleInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateArticle(idParam(pathParameters), parseInput(articleUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteArticle(idParam(pathParameters));
    return noContent();
  },
});
