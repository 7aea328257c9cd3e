import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import type { InnerProduct } from '@vongbi/functions/contract';
import { hasSealsOrShields } from '@vongbi/functions/contract/designation';
import { TECHNICAL_FIELD_NAMES, vietnamToday } from '@vongbi/functions/contract/technical-data';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { RichHtml } from '@/components/ui/rich-html';
import { YoutubeVideo } from '@/components/ui/youtube-video';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { getInnerProductByPath } from '@/features/inner-products/api/get-inner-product-by-path';
import { AvailabilityBadge } from '@/features/inner-products/components/availability-badge';
import { CrossReferencesList } from '@/features/inner-products/components/cross-references-list';
import { InnerProductGrid } from '@/features/inner-products/components/inner-product-cards';
import { ProductDesignationPanel } from '@/features/inner-products/components/product-designation';
import { ProductGallery, type GalleryImage } from '@/features/inner-products/components/product-gallery';
import { ProductSpecs } from '@/features/inner-products/components/product-specs';
import { productListOf } from '@/features/outer-products/product-types';
import { AddToQuote } from '@/features/quotes/components/add-to-quote';
import { apiOf } from '@/lib/api-client';
import { describe, type MetaHandle } from '@/lib/page-meta';
import { notFound, orNotFound } from '@/lib/route-data';
import { knownDimensions, orNotAvailable, productSpecs, youtubeIds, type KnownDimensions } from '@/lib/site-format';

export const innerProductLoader = async ({ params, context }: LoaderFunctionArgs) => {
  const product = await orNotFound(getInnerProductByPath(apiOf(context), params.innerPath!));
  // The URL names the product's own category; another category's path is not this page.
  if (product.outerProductName !== params.outerPath) throw notFound();
  // The day availability is judged on while rendering: in the published HTML, the day it was published, carried
  // to the browser with the loader data so that hydration renders the same (see AvailabilityBadge).
  return { ...product, renderedOn: vietnamToday() };
};

/** Above the product: its list (products or maintenance tools), then its category. */
const parentsOf = (product: InnerProduct) => {
  const list = productListOf(product.outerProductType);
  return [
    { name: list.label, path: list.path },
    { name: product.outerProductActualName || list.label, path: paths.outerProduct(product.outerProductName) },
  ];
};

const galleryImages = (product: InnerProduct): GalleryImage[] => {
  const all = [product.image, ...product.innerProductImages.map((entry) => entry.image)];
  const seen = new Set<number>();
  return all.filter((image): image is NonNullable<typeof image> => {
    if (!image || seen.has(image.id)) return false;
    seen.add(image.id);
    return true;
  });
};

// Structured data: `brand` is the product's brand field (the manufacturer: FAG, INA, NMB…) and `sku` its
// series field, the manufacturer's designation the page shows as "Mã sản phẩm" (6205-2RSR-C3, SNV100-L);
// either is left out when staff left it empty. d, D and B (when known) and the technical values staff typed go in
// `additionalProperty` (see ProductFacts); the other makers' codes staff confirmed in `isSimilarTo` (page-head.ts). No offer and no availability: the site quotes prices on request.
export const innerProductHandle: MetaHandle = {
  meta: (data) => {
    const product = data as InnerProduct;
    const images = galleryImages(product).map((image) => image.urlPath);
    const description = describe(product.shortDescription || product.name);
    return {
      title: product.name,
      description,
      path: paths.innerProduct(product.outerProductName, product.namePath),
      kind: 'product',
      image: images[0],
      // The gallery's first picture, shown with priority.
      lcpImage: images[0] ? { url: images[0], sizes: IMAGE_SIZES.productDetail } : undefined,
      parents: parentsOf(product),
      about: {
        type: 'Product',
        name: product.name,
        description: product.shortDescription?.trim() || product.name,
        brand: product.brand?.trim() || undefined,
        sku: product.productSeries?.trim() || undefined,
        dimensions: knownDimensions(product),
        technicalData: Object.fromEntries(TECHNICAL_FIELD_NAMES.map((field) => [field, product[field]])),
        equivalents: product.crossReferences ?? [],
        images,
      },
    };
  },
};

/**
 * The helpers a bearing's sizes fill in: mounting needs its bore (and, when its code names seals or shields, the
 * sealed bearing's lower limit), relubrication its bore, outside diameter and width.
 */
const ProductTools = ({
  dimensions: { boreMm, outerDiameterMm, widthMm },
  sealed,
}: {
  dimensions: KnownDimensions;
  sealed: boolean;
}) => (
  <nav className="product-tools" aria-label="Công cụ kỹ thuật cho vòng bi này">
    <Link to={paths.tool('mountingTemperature', { d: boreMm, sealed: sealed ? 1 : undefined })}>
      Tính nhiệt độ gia nhiệt để lắp
    </Link>
    <Link to={paths.tool('relubrication', { d: boreMm, D: outerDiameterMm, B: widthMm })}>
      Tính chu kỳ và lượng mỡ bổ sung
    </Link>
  </nav>
);

export const InnerProductPage = () => {
  const product = useLoaderData<typeof innerProductLoader>();
  const { value } = useConfiguration();
  const dimensions = knownDimensions(product);
  const videos = youtubeIds(product.videos);
  const orderPhone = value(CONFIG_KEY.PHONE);
  const orderEmail = value(CONFIG_KEY.FOOTER_COL1_EMAIL);
  return (
    <div className="container page-body">
      <Breadcrumb
        items={[
          { label: 'Trang chủ', to: paths.home },
          ...parentsOf(product).map((parent) => ({ label: parent.name, to: parent.path })),
          { label: product.name },
        ]}
      />
      <div className="product-detail">
        <ProductGallery name={product.name} images={galleryImages(product)} videoIds={videos} />
        <div className="product-detail__info">
          <h1>{product.name}</h1>
          <dl className="spec-list">
            <div>
              <dt>Mã sản phẩm</dt>
              <dd>{orNotAvailable(product.productSeries)}</dd>
            </div>
            <div>
              <dt>Thương hiệu</dt>
              <dd>{orNotAvailable(product.brand)}</dd>
            </div>
            <div>
              <dt>Xuất xứ</dt>
              <dd>{orNotAvailable(product.madeIn)}</dd>
            </div>
            <div>
              <dt>Danh mục</dt>
              <dd>{orNotAvailable(product.outerProductActualName)}</dd>
            </div>
          </dl>
          <ProductSpecs specs={productSpecs(product)} />
          <CrossReferencesList references={product.crossReferences ?? []} />
          {dimensions && (
            <ProductTools dimensions={dimensions} sealed={hasSealsOrShields(product.productSeries ?? '')} />
          )}
          <p className="product-detail__short">{orNotAvailable(product.shortDescription)}</p>
          <AvailabilityBadge availability={product.availability} renderedOn={product.renderedOn} />
          <AddToQuote variant="page" product={product}>
            <Link className="button button--ghost button--large" to={paths.contact}>
              Liên hệ báo giá
            </Link>
          </AddToQuote>
          <p className="order-line">
            Liên hệ đặt hàng: {orderPhone ? <a href={`tel:${orderPhone.replace(/\s+/g, '')}`}>{orderPhone}</a> : 'N/A'}{' '}
            · {orderEmail ? <a href={`mailto:${orderEmail}`}>{orderEmail}</a> : 'N/A'}
          </p>
          <p className="genuine-line">
            <Link to={paths.genuine}>Hàng chính hãng</Link> · phân phối ủy quyền, kiểm tra được bằng ứng dụng của hãng
          </p>
        </div>
      </div>
      <ProductDesignationPanel designation={product.designation} replacesCodes={product.replacesCodes} />
      <section className="product-tabs">
        <div role="tablist" aria-label="Thông tin sản phẩm" className="product-tabs__list">
          <button type="button" role="tab" id="tab-detail" aria-selected="true" aria-controls="panel-detail">
            Thông tin chi tiết
          </button>
        </div>
        <div role="tabpanel" id="panel-detail" aria-labelledby="tab-detail" className="product-tabs__panel">
          <RichHtml html={product.description} />
          {videos.map((id, index) => (
            <YoutubeVideo key={id} id={id} title={`${product.name} — video ${index + 1}`} />
          ))}
        </div>
      </section>
      <section className="related" aria-labelledby="related-heading">
        <h2 id="related-heading">Sản phẩm cùng loại</h2>
        <InnerProductGrid
          eager={false}
          products={product.relatedProducts.map((related) => ({
            ...related,
            outerProductName: product.outerProductName,
          }))}
        />
      </section>
    </div>
  );
};
