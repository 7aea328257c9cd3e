import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, listNewestFirst, newestFirstSortKey, nextIds, tableName, withoutKeys } from '../db';
import { notFound } from '../errors';
import type { BannerImage, BannerImageInput } from '#contract/banner-image';
import { assertImagesExist, toEmbeddedImage } from './file-repository';

// Home-page banners: pk = BANNER#<id>; listed newest first through gsi1 (gsi1pk = BANNER,
// gsi1sk = <updatedAt>#<id>). The embedded image is copied in at write time: file records never change.

const BANNER_INDEX_PK = 'BANNER';
const bannerKey = (id: number) => ({ pk: `BANNER#${id}`, sk: ENTITY_SK });

const toBannerImage = ({ id, imageId, image, updatedAt }: BannerImage): BannerImage => ({
  id,
  imageId,
  image,
  updatedAt,
});

export const listBannerImages = async (): Promise<BannerImage[]> => {
  const items = await listNewestFirst(BANNER_INDEX_PK);
  return items.map((item) => toBannerImage(withoutKeys<BannerImage>(item)));
};

/** 400 when the image does not exist; nothing is written then, not even an id. */
export const createBannerImage = async ({ imageId }: BannerImageInput, now = new Date()): Promise<BannerImage> => {
  const files = await assertImagesExist({ imageId: [imageId] });
  const [id] = await nextIds('BANNER');
  const banner: BannerImage = {
    id: id!,
    imageId,
    image: toEmbeddedImage(files.get(imageId)!),
    updatedAt: now.toISOString(),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...bannerKey(banner.id),
        gsi1pk: BANNER_INDEX_PK,
        gsi1sk: newestFirstSortKey(banner.updatedAt, banner.id),
        ...banner,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return banner;
};

/** 404 for an unknown id. */
export const deleteBannerImage = async (id: number): Promise<void> => {
  try {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: bannerKey(id), ConditionExpression: 'attribute_exists(pk)' }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound();
    throw error;
  }
};
