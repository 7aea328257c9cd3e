import type { Video, VideoInput } from '#contract/video';
import { videoRecords } from '../repositories/video-repository';
import { toEmbeddedImage } from '../rules/embedded-images';
import { assertImagesExist } from './images';

// The home page's videos. Each embeds its thumbnail image, copied in when it is created (file records never
// change); an image that does not exist is a 400 and nothing is written then, not even an id.

export const listVideos = (): Promise<Video[]> => videoRecords.list();

export const createVideo = async (input: VideoInput, now = new Date()): Promise<Video> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  return videoRecords.create(
    (id) => ({
      id,
      uniqueYoutubeId: input.uniqueYoutubeId,
      headerText: input.headerText,
      imageId: input.imageId,
      image: toEmbeddedImage(files.get(input.imageId)!),
    }),
    now,
  );
};

/** 404 for an unknown id. */
export const deleteVideo = (id: number): Promise<void> => videoRecords.delete(id);
