import type { Video } from '#contract/video';
import { ListedStore } from './listed-store';

// Videos: pk = VIDEO#<id>, listed newest first (see listed-store.ts). The embedded image is copied in at
// write time: file records never change.

export const videoRecords = new ListedStore<Video>({
  kind: 'VIDEO',
  attributes: ['id', 'uniqueYoutubeId', 'headerText', 'imageId', 'image'],
  audit: { entity: 'video', name: (record) => record.headerText },
});
