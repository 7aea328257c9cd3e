import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, listNewestFirst, newestFirstSortKey, nextIds, tableName, withoutKeys } from '../db';
import { notFound } from '../errors';
import type { Video, VideoInput } from '#contract/video';
import { assertImagesExist, toEmbeddedImage } from './file-repository';

// Videos: pk = VIDEO#<id>; listed newest first through gsi1 (gsi1pk = VIDEO, gsi1sk = <updatedAt>#<id>).
// The embedded image is copied in at write time: file records never change.

const VIDEO_INDEX_PK = 'VIDEO';
const videoKey = (id: number) => ({ pk: `VIDEO#${id}`, sk: ENTITY_SK });

const toVideo = ({ id, uniqueYoutubeId, headerText, imageId, image }: Video): Video => ({
  id,
  uniqueYoutubeId,
  headerText,
  imageId,
  image,
});

export const listVideos = async (): Promise<Video[]> => {
  const items = await listNewestFirst(VIDEO_INDEX_PK);
  return items.map((item) => toVideo(withoutKeys<Video>(item)));
};

/** 400 when the image does not exist; nothing is written then, not even an id. */
export const createVideo = async (input: VideoInput, now = new Date()): Promise<Video> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  const [id] = await nextIds('VIDEO');
  const video: Video = {
    id: id!,
    uniqueYoutubeId: input.uniqueYoutubeId,
    headerText: input.headerText,
    imageId: input.imageId,
    image: toEmbeddedImage(files.get(input.imageId)!),
  };
  const updatedAt = now.toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...videoKey(video.id),
        gsi1pk: VIDEO_INDEX_PK,
        gsi1sk: newestFirstSortKey(updatedAt, video.id),
        ...video,
        updatedAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return video;
};

/** 404 for an unknown id. */
export const deleteVideo = async (id: number): Promise<void> => {
  try {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: videoKey(id), ConditionExpression: 'attribute_exists(pk)' }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound();
    throw error;
  }
};
