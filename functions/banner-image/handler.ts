import { created, createResourceHandler, noContent, ok } from '#core/http';
import { bannerImageInput } from '#core/models/banner-image';
import { idFromPath } from '#core/path-id';
import { createBannerImage, deleteBannerImage, listBannerImages } from '#core/repositories/banner-image-repository';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('banner-image', {
  list: async () => ok(await listBannerImages()),
  create: async ({ body }) => created(await createBannerImage(parseInput(bannerImageInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteBannerImage(idFromPath(pathParameters.id));
    return noContent();
  },
});
