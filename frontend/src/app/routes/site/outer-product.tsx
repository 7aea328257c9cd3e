import type { CategoryProduct, EmbeddedImage, OuterProduct } from '@vongbi/functions/contract';
import {
  CATEGORY_CAROUSEL_LIMIT,
  CATEGORY_PAGE_SIZE,
  categoryPageCount,
  categoryPageNumber,
} from '@vongbi/functions/contract/site-addresses';
import { useRef } from 'react';
import listStyles from '@/styles/category-list.css?inline';
import categoryStyles from '@/styles/category.css?inline';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import {
  InnerProductCarousel,
  InnerProductGrid,
  type ProductCardData,
} from '@/features/inner-products/components/inner-product-cards';
import { getOuterProductByPath } from '@/features/outer-products/api/get-outer-product-by-path';
import { facetsOf, pageOf, type CategoryFacets } from '@/features/outer-products/category-listing';
import { CategoryFilterForm, hasFacets } from '@/features/outer-products/components/category-filters';
import { CategoryPager } from '@/features/outer-products/components/category-pager';
import { useCategoryListing, useListingFiltered } from '@/features/outer-products/hooks/use-category-listing';
import { productListOf } from '@/features/outer-products/product-types';
import { quoteCardAction } from '@/features/quotes/components/add-to-quote';
import { apiOf } from '@/lib/api-client';
import { describe, type MetaHandle } from '@/lib/page-meta';
import { notFound, orNotFound } from '@/lib/route-data';

// A category (outer product): up to CATEGORY_CAROUSEL_LIMIT products in the specification's carousel; more are
// a list of CATEGORY_PAGE_SIZE per page in designation order, each page published at its own address
// (/products/{type}, /products/{type}/page/2…), with filters that narrow the whole category in the browser.

/** What the page shows of the category itself. */
export type CategoryHeading = Pick<OuterProduct, 'name' | 'namePath' | 'summaryDetail' | 'productType'> & {
  image: Pick<EmbeddedImage, 'urlPath'> | null;
};

export interface CategoryPageData {
  category: CategoryHeading;
  /** The category's products in all. */
  total: number;
  /** 1-based; page 1 is the category's own address. */
  page: number;
  pageCount: number;
  /** This page's products (all of them in a carousel), as their cards show them. */
  products: ProductCardData[];
  /** The list's filters; none for a carousel. */
  facets?: CategoryFacets;
}

/**
 * What a card shows of a product, and nothing more: the published page carries its data for the app, and a
 * page of up to ~14 KB (compressed, with its headers) arrives in the first round trip of a new connection.
 */
const toCard = (product: CategoryProduct): ProductCardData => ({
  id: product.id,
  name: product.name,
  namePath: product.namePath,
  shortDescription: product.shortDescription,
  image: product.image && { id: product.image.id, fileName: product.image.fileName, urlPath: product.image.urlPath },
  outerProductName: product.outerProductName,
  brand: product.brand,
  boreMm: product.boreMm,
  outerDiameterMm: product.outerDiameterMm,
  widthMm: product.widthMm,
});

export const outerProductLoader = async ({ params, context }: LoaderFunctionArgs): Promise<CategoryPageData> => {
  const { innerProducts, ...outer } = await orNotFound(getOuterProductByPath(apiOf(context), params.outerPath!));
  const page = params.page === undefined ? 1 : categoryPageNumber(params.page);
  const pageCount = categoryPageCount(innerProducts.length);
  if (page === undefined || page > pageCount) throw notFound();
  const listed = innerProducts.length > CATEGORY_CAROUSEL_LIMIT;
  return {
    category: {
      name: outer.name,
      namePath: outer.namePath,
      summaryDetail: outer.summaryDetail,
      productType: outer.productType,
      image: outer.image && { urlPath: outer.image.urlPath },
    },
    total: innerProducts.length,
    page,
    pageCount,
    products: (listed ? pageOf(innerProducts, page) : innerProducts).map(toCard),
    facets: listed ? facetsOf(innerProducts) : undefined,
  };
};

/** Filters only change the query string: the page's data stays as it is. */
export const outerProductShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const pageTitle = ({ category, page }: CategoryPageData) =>
  page > 1 ? `${category.name} – Trang ${page}` : category.name;

export const outerProductHandle: MetaHandle = {
  meta: (data) => {
    const page = data as CategoryPageData;
    const { category } = page;
    const list = productListOf(category.productType);
    return {
      title: pageTitle(page),
      description: describe(category.summaryDetail),
      path: paths.outerProductPage(category.namePath, page.page),
      previousPath: page.page > 1 ? paths.outerProductPage(category.namePath, page.page - 1) : undefined,
      nextPath: page.page < page.pageCount ? paths.outerProductPage(category.namePath, page.page + 1) : undefined,
      image: category.image?.urlPath,
      parents: [{ name: list.label, path: list.path }],
    };
  },
};

const productCount = (count: number) => `${count.toLocaleString('vi-VN')} sản phẩm`;

/** A long category: the filters, the status of the list, this page's products (or the filtered list's), the pager. */
const CategoryList = ({ data }: { data: CategoryPageData }) => {
  const { category, total, page, pageCount, products, facets } = data;
  const { hydrated, filters, filtered, list, prefetch, show } = useCategoryListing(category.namePath);
  const top = useRef<HTMLDivElement>(null);
  const from = (page - 1) * CATEGORY_PAGE_SIZE + 1;
  const showPage = (next: number) => {
    show(filters, next);
    top.current?.scrollIntoView({ block: 'start' });
  };
  const waiting = filtered && !list.products;
  const status = !filtered
    ? `${from}–${from + products.length - 1} trong ${productCount(total)}`
    : list.failed
      ? 'Không tải được danh sách sản phẩm để lọc.'
      : waiting
        ? 'Đang lọc…'
        : `${productCount(list.count ?? 0)} phù hợp trong ${productCount(total)}`;
  // A new list replaces the cards rather than moving them, so filtering shifts nothing already laid out.
  const listKey = filtered ? `${JSON.stringify(filters)}-${list.page}` : `page-${page}`;
  return (
    <>
      {facets && hasFacets(facets) && (
        <CategoryFilterForm
          key={hydrated ? 'app' : 'published'}
          facets={facets}
          filters={filters}
          enabled={hydrated}
          onChange={(next) => show(next)}
          onFirstUse={prefetch}
        />
      )}
      <div className="category-list" ref={top}>
        <p className="category-list__status" role="status">
          <span>{status}</span>
          {list.failed && (
            <button type="button" className="button button--ghost" onClick={prefetch}>
              Thử lại
            </button>
          )}
          {!filtered && <span className="category-list__order">Sắp xếp theo mã sản phẩm</span>}
        </p>
        <div className={waiting ? 'category-list__results is-waiting' : 'category-list__results'} aria-busy={waiting}>
          {filtered && list.products ? (
            list.products.length > 0 ? (
              <InnerProductGrid key={listKey} products={list.products} action={quoteCardAction} listing />
            ) : (
              <EmptyState>Không có sản phẩm nào phù hợp với bộ lọc.</EmptyState>
            )
          ) : (
            <InnerProductGrid key={listKey} products={products} action={quoteCardAction} listing />
          )}
        </div>
        {filtered ? (
          list.products && <CategoryPager page={list.page} pageCount={list.pageCount} onPage={showPage} />
        ) : (
          <CategoryPager
            page={page}
            pageCount={pageCount}
            addressOf={(number) => paths.outerProductPage(category.namePath, number)}
          />
        )}
      </div>
    </>
  );
};

export const OuterProductPage = () => {
  const data = useLoaderData<typeof outerProductLoader>();
  const { category, products, facets } = data;
  const { label: listLabel, path: listPath } = productListOf(category.productType);
  const label = `Sản phẩm thuộc ${category.name}`;
  // A filtered list has pages of its own: the published page's number no longer names what is shown.
  const filtered = useListingFiltered();
  const numbered = data.page > 1 && !filtered;
  return (
    <div className="container page-body">
      {/*
       * The category's own rules travel with its pages only: every published page inlines the site's stylesheet,
       * and a page of up to ~14 KB arrives in one round trip of a new connection.
       */}
      <style>{facets ? categoryStyles + listStyles : categoryStyles}</style>
      <Breadcrumb
        items={[
          { label: 'Trang chủ', to: paths.home },
          { label: listLabel, to: listPath },
          numbered ? { label: category.name, to: paths.outerProduct(category.namePath) } : { label: category.name },
          ...(numbered ? [{ label: `Trang ${data.page}` }] : []),
        ]}
      />
      <header className="category-header">
        <h1>{numbered ? pageTitle(data) : category.name}</h1>
        <p className="category-header__summary">{category.summaryDetail}</p>
      </header>
      <section aria-label={label}>
        {facets ? (
          <CategoryList key={category.namePath} data={data} />
        ) : (
          <InnerProductCarousel
            label={label}
            products={products}
            action={quoteCardAction}
            count={<p className="category-list__status">{productCount(products.length)}</p>}
          />
        )}
      </section>
    </div>
  );
};
