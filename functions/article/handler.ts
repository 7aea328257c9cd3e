import { createResourceHandler, created, noContent, ok, okJson } from '#core/http';
import { articleInput, articleUpdateInput } from '#contract/article';
import { idParam } from '#core/params';
import { articleListsJson, createArticle, deleteArticle, updateArticle } from '#core/services/articles';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('article', {
  ...publicActions,
  list: async (request) => okJson(await articleListsJson.all(), request),
  create: async ({ body }) => created(await createArticle(parseInput(articleInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateArticle(idParam(pathParameters), parseInput(articleUpdateInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteArticle(idParam(pathParameters));
    return noContent();
  },
});
