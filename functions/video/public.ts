import { createResourceHandler, ok, type Action, type ActionsOf } from '#core/http';
import { listVideos } from '#core/services/videos';

// The public route of videos, also an entry of its own: the public function and the publisher need only this
// (handler.ts serves every route).

export const publicActions = {
  list: async () => ok(await listVideos()),
} satisfies Record<ActionsOf<'video', 'public'>, Action>;

export const handler = createResourceHandler('video', publicActions, { access: 'public' });
