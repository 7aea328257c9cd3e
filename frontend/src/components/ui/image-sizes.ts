// The `sizes` of each kind of public image: how wide it is shown at each viewport, so the browser picks the
// smallest variant in `srcset` that fills it. The LCP preload link of a page names the same value. The widths
// are the layout's own (styles/site/): the container (base.css) is min(1200px, 100vw - 32px), the layout changes at
// 960 px (one column) and 600 px (phones). Each value is the widest the image gets in that range.

export const IMAGE_SIZES = {
  /** Home-page banner: the whole container. */
  banner: '(min-width: 1232px) 1200px, calc(100vw - 32px)',
  /** An inner product's main image: the 487 px gallery column beside the details; the container below 960 px. */
  productDetail: '(min-width: 961px) 487px, calc(100vw - 32px)',
  /** A square product or category card: a fifth to a quarter of the container; half, or 55 % in a carousel, on a phone. */
  card: '(max-width: 600px) 56vw, (max-width: 960px) 50vw, 290px',
  /**
   * A card in a category's carousel, whose slides share the row among fewer than five when there are few: up to
   * a third of the container (two columns on a phone, three on a tablet).
   */
  categoryCarousel: '(max-width: 600px) 50vw, (max-width: 960px) 34vw, 400px',
  /** A card in a category's list: a quarter of the container, a third on a tablet, half on a phone. */
  listingCard: '(max-width: 600px) 50vw, (max-width: 960px) 34vw, 290px',
  /** An article's cover above its text: the 860 px article column, or the container when narrower. */
  articleCover: '(min-width: 892px) 860px, calc(100vw - 32px)',
  /** The lead news image above its title (three fifths of the news block); the container on a phone. */
  newsLead: '(max-width: 600px) calc(100vw - 32px), (max-width: 960px) 60vw, 710px',
  /** A 16:9 article or video card: a quarter of the container; one column on a phone. */
  wideCard: '(max-width: 600px) calc(100vw - 32px), (max-width: 960px) 50vw, 300px',
  /** A product or service tile on the home page: a third of the container, half below 960 px, all of it on a phone. */
  tile: '(max-width: 600px) calc(100vw - 32px), (max-width: 960px) 50vw, 390px',
  /** A certificate's sheet on /genuine: a third of the container less its padding; a 200 px high band on a phone. */
  certificate: '(max-width: 600px) 150px, (max-width: 960px) 45vw, 280px',
  /** A small news row's picture (its 120 px column). */
  newsRow: '120px',
  /** A product's picture in the header search box's suggestions. */
  suggestion: '44px',
  /** A product's picture on a line of the quote list, or among a pasted code's candidates. */
  quoteLine: '64px',
  /** A thumbnail under a product's gallery: a fifth of the column. */
  thumbnail: '(max-width: 960px) 20vw, 92px',
} as const;

export type ImageSizes = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];
