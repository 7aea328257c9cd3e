import { createResourceHandler, ok, type Action, type ActionsOf } from '#core/http';
import { listBannerImages } from '#core/services/banner-images';

// The public route of banners, also an entry of its own: the public function and the publisher need only
// this (handler.ts serves every route).

export const publicActions = {
  list: async () => ok(await listBannerImages()),
} satisfies Record<ActionsOf<'banner-image', 'public'>, Action>;

export const handler = createResourceHandler('banner-image', publicActions, { access: 'public' });
