import { YOUTUBE_ID } from './fields';
import { imageIdInput, type EmbeddedImage } from './file';
import { messages } from './messages';
import * as z from './zod';

export interface Video {
  id: number;
  uniqueYoutubeId: string;
  headerText: string;
  imageId: number;
  image: EmbeddedImage;
}

export const videoInput = z.object({
  imageId: imageIdInput,
  // Plain text, stored exactly as sent; required means more than blanks.
  headerText: z
    .string()
    .max(300, 'Tối đa 300 ký tự')
    .refine((text) => text.trim().length > 0, messages.required),
  uniqueYoutubeId: z.string().trim().regex(YOUTUBE_ID, 'Mã video YouTube gồm 11 ký tự: chữ cái, chữ số, - hoặc _'),
});

export type VideoInput = z.output<typeof videoInput>;
