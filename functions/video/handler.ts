import { created, createResourceHandler, noContent } from '#core/http';
import { videoInput } from '#contract/video';
import { idParam } from '#core/params';
import { createVideo, deleteVideo } from '#core/services/videos';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('video', {
  ...publicActions,
  create: async ({ body }) => created(await createVideo(parseInput(videoInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteVideo(idParam(pathParameters));
    return noContent();
  },
});
