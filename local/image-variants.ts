import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { hasImageVariants, IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@vongbi/functions/contract/image-variants';
import { s3 } from '@vongbi/functions/core/clients';
import { env } from '@vongbi/functions/core/env';
import { IMMUTABLE_CACHE_CONTROL, STATIC_PREFIX } from '@vongbi/functions/core/models/file';
import { loadImageResizer } from '@vongbi/functions/core/rules/image-resizing';

// Images stored before uploads had WebP variants (or whose variants were lost) get them, made by the same
// resizer as an upload, so their `srcset` never names a missing file. An operator's tool and the local start
// run it; no function does, so no function is granted the bucket listing it needs.

/** Every key under `files/` in the bucket (all pages of the listing). */
const listFileKeys = async (bucket: string): Promise<Set<string>> => {
  const keys = new Set<string>();
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'files/', ContinuationToken }));
    for (const object of page.Contents ?? []) keys.add(object.Key!);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
};

const variantKey = (key: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]) =>
  imageVariantUrl(`${STATIC_PREFIX}${key}`, width).slice(STATIC_PREFIX.length);

/**
 * Reads only the bucket; an original that does not decode is left as it is and counted as skipped. Safe to
 * run again: images with all their variants are not touched.
 */
export const addMissingImageVariants = async (): Promise<{ added: number; skipped: number }> => {
  const bucket = env.filesBucket;
  const keys = await listFileKeys(bucket);
  const incomplete = [...keys].filter(
    (key) =>
      hasImageVariants(`${STATIC_PREFIX}${key}`) &&
      IMAGE_VARIANT_WIDTHS.some((width) => !keys.has(variantKey(key, width))),
  );
  if (incomplete.length === 0) return { added: 0, skipped: 0 };
  const resize = await loadImageResizer();
  let added = 0;
  let skipped = 0;
  for (const key of incomplete) {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const variants = await resize(await object.Body!.transformToByteArray()).catch(() => undefined);
    if (!variants) {
      skipped++;
      continue;
    }
    await Promise.all(
      variants.map((variant) =>
        s3().send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: variantKey(key, variant.width),
            Body: variant.bytes,
            ContentLength: variant.bytes.length,
            ContentType: 'image/webp',
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        ),
      ),
    );
    added++;
  }
  return { added, skipped };
};
