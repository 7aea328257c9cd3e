// The `sizes` of each kind of public image: how wide it is shown at each viewport, so the browser picks the
// smallest variant in `srcset` that fills it. The LCP preload link of a page names the same value.

export const IMAGE_SIZES = {
  /** Home-page banner: the full width of the screen. */
  banner: '100vw',
  /** An inner product's main image: beside the details on wide screens, full width on a phone. */
  productDetail: '(min-width: 900px) 520px, 100vw',
  /** A card in a grid of products or articles. */
  card: '(min-width: 1200px) 280px, (min-width: 700px) 33vw, 50vw',
  /** An article's cover above its text. */
  articleCover: '(min-width: 900px) 760px, 100vw',
} as const;
