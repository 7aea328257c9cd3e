import { created, createResourceHandler, noContent, ok } from '#core/http';
import { videoInput } from '#contract/video';
import { idParam } from '#core/params';
import { createVideo, deleteVideo, listVideos } from '#core/services/videos';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('video', {
  list: async () => ok(await listVideos()),
  create: async ({ body }) => created(await createVideo(parseInput(videoInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteVideo(idParam(pathParameters));
    return noContent();
  },
});
