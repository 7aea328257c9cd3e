import { createResourceHandler, ok } from '#core/http';
import { restoreInput } from '#contract/revisions';
import { revisionOwnerParam, revisionParam } from '#core/params';
import { assertMaySaveConfiguration } from '#core/services/configuration';
import { saverOf } from '#core/services/revision-log';
import { getRevisionState, listDeletedRecords, listRevisions, restoreRevision } from '#core/services/revisions';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('revision', {
  list: async ({ pathParameters }) => ok(await listRevisions(revisionOwnerParam(pathParameters))),
  get: async ({ pathParameters }) =>
    ok(await getRevisionState(revisionOwnerParam(pathParameters), revisionParam(pathParameters))),
  restore: async ({ pathParameters, body, session }) => {
    const owner = revisionOwnerParam(pathParameters);
    const revision = revisionParam(pathParameters);
    const input = parseInput(restoreInput, body);
    // A restore is a save: an editor restores only the configuration values an editor may save.
    if (owner.entity === 'Configuration') assertMaySaveConfiguration(session!.role, [{ configKey: owner.id }]);
    return ok(await restoreRevision(owner, revision, input, saverOf(session)));
  },
  listDeleted: async () => ok(await listDeletedRecords()),
});
