import type { BannerImage } from '#contract/banner-image';
import { createListed, deleteListed, type ListedEntity, listListed } from './listed-entity';

// Home-page banners: pk = BANNER#<id>, listed newest first (see listed-entity.ts). The embedded image is
// copied in at write time: file records never change.

const banners: ListedEntity<BannerImage> = { kind: 'BANNER', attributes: ['id', 'imageId', 'image', 'updatedAt'] };

export const listBannerImageRecords = (): Promise<BannerImage[]> => listListed(banners);

export const createBannerImageRecord = (build: (id: number) => BannerImage, now: Date): Promise<BannerImage> =>
  createListed(banners, build, now);

export const deleteBannerImageRecord = (id: number): Promise<void> => deleteListed(banners, id);
