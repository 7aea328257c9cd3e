import { created, createResourceHandler, noContent, ok } from '#core/http';
import { bannerImageInput } from '#contract/banner-image';
import { idParam } from '#core/params';
import { createBannerImage, deleteBannerImage, listBannerImages } from '#core/services/banner-images';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('banner-image', {
  list: async () => ok(await listBannerImages()),
  create: async ({ body }) => created(await createBannerImage(parseInput(bannerImageInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteBannerImage(idParam(pathParameters));
    return noContent();
  },
});
