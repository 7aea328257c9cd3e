import { createResourceHandler, created, noContent, ok } from '#core/http';
import { articleInput, articleUpdateInput, type ArticleType } from '#contract/article';
import { found, idParam, pathParam } from '#core/params';
import {
  createArticle,
  deleteArticle,
  getArticle,
  getArticleByPath,
  listArticles,
  updateArticle,
} from '#core/services/articles';
import { parseInput } from '#core/validation';

const NEWS: ArticleType = 0;
const SERVICE: ArticleType = 1;
const SUPPORT: ArticleType = 2;

export const handler = createResourceHandler('article', {
  list: async () => ok(await listArticles([NEWS, SERVICE, SUPPORT])),
  listNewsAndSupport: async () => ok(await listArticles([NEWS, SUPPORT])),
  listNews: async () => ok(await listArticles([NEWS])),
  listServices: async () => ok(await listArticles([SERVICE])),
  listSupport: async () => ok(await listArticles([SUPPORT])),
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
