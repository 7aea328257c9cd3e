import { createResourceHandler, created, noContent, ok, okJson } from '#core/http';
import { articleInput, articleUpdateInput } from '#contract/article';
import { idParam } from '#core/params';
import { articleListsJson, createArticle, deleteArticle, updateArticle } from '#core/services/articles';
import { saverOf } from '#core/services/revision-log';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('article', {
  ...publicActions,
  list: async (request) => okJson(await articleListsJson.all(), request),
  create: async ({ body }) => created(await createArticle(parseInput(articleInput, body))),
  update: async ({ pathParameters, body, session }) =>
    ok(await updateArticle(idParam(pathParameters), parseInput(articleUpdateInput, body), saverOf(session))),
  remove: async ({ pathParameters, session }) => {
    await deleteArticle(idParam(pathParameters), saverOf(session));
    return noContent();
  },
});
