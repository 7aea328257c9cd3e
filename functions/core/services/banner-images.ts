import type { BannerImage, BannerImageInput } from '#contract/banner-image';
import { bannerImageRecords } from '../repositories/banner-image-repository';
import { toEmbeddedImage } from '../rules/embedded-images';
import { assertImagesExist } from './images';

// The home page's banners. Each embeds its image, copied in when it is created (file records never
// change); an image that does not exist is a 400 and nothing is written then, not even an id.

export const listBannerImages = (): Promise<BannerImage[]> => bannerImageRecords.list();

export const createBannerImage = async ({ imageId }: BannerImageInput, now = new Date()): Promise<BannerImage> => {
  const files = await assertImagesExist({ imageId: [imageId] });
  return bannerImageRecords.create(
    (id) => ({ id, imageId, image: toEmbeddedImage(files.get(imageId)!), updatedAt: now.toISOString() }),
    now,
  );
};

/** 404 for an unknown id. */
export const deleteBannerImage = (id: number): Promise<void> => bannerImageRecords.delete(id);
