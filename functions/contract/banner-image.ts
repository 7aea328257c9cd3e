import * as z from './zod';
import { imageIdInput, type EmbeddedImage } from './file';

export interface BannerImage {
  id: number;
  imageId: number;
  image: EmbeddedImage;
  updatedAt: string;
}

export const bannerImageInput = z.object({ imageId: imageIdInput });

export type BannerImageInput = z.output<typeof bannerImageInput>;
