import type { Video } from '#contract/video';
import { createListed, deleteListed, type ListedEntity, listListed } from './listed-entity';

// Videos: pk = VIDEO#<id>, listed newest first (see listed-entity.ts). The embedded image is copied in at
// write time: file records never change.

const videos: ListedEntity<Video> = {
  kind: 'VIDEO',
  attributes: ['id', 'uniqueYoutubeId', 'headerText', 'imageId', 'image'],
};

export const listVideoRecords = (): Promise<Video[]> => listListed(videos);

export const createVideoRecord = (build: (id: number) => Video, now: Date): Promise<Video> =>
  createListed(videos, build, now);

export const deleteVideoRecord = (id: number): Promise<void> => deleteListed(videos, id);
