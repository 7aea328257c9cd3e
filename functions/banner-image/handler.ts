import { created, createResourceHandler, noContent } from '#core/http';
import { bannerImageInput } from '#contract/banner-image';
import { idParam } from '#core/params';
import { createBannerImage, deleteBannerImage } from '#core/services/banner-images';
import { parseInput } from '#core/validation';
import { publicActions } from './public';

export const handler = createResourceHandler('banner-image', {
  ...publicActions,
  create: async ({ body }) => created(await createBannerImage(parseInput(bannerImageInput, body))),
  remove: async ({ pathParameters }) => {
    await deleteBannerImage(idParam(pathParameters));
    return noContent();
  },
});
