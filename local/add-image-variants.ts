import { addMissingImageVariants } from './image-variants';

// Gives the images of a deployed files bucket that were uploaded before WebP variants existed their copies,
// from an operator's machine with that environment's credentials:
//   FILES_BUCKET=<bucket> AWS_REGION=<region> npx tsx local/add-image-variants.ts
// (the local site does the same on every start). Safe to run again; complete images are not touched.

const { added, skipped } = await addMissingImageVariants();
console.log(
  `WebP variants added for ${added} image(s); ${skipped} original(s) could not be decoded and were left as they are.`,
);
