import type { BannerImage } from '#contract/banner-image';
import { ListedStore } from './listed-store';

// Home-page banners: pk = BANNER#<id>, listed newest first (see listed-store.ts). The embedded image is
// copied in at write time: file records never change.

export const bannerImageRecords = new ListedStore<BannerImage>({
  kind: 'BANNER',
  attributes: ['id', 'imageId', 'image', 'updatedAt'],
  // A banner is its image: named by the image's file name.
  audit: { entity: 'banner-image', name: (record) => record.image.fileName },
});
