import type { CategoryProduct, EmbeddedImage, OuterProduct } from '@vongbi/functions/contract';
import {
  CATEGORY_CAROUSEL_LIMIT,
  CATEGORY_PAGE_SIZE,
  categoryPageCount,
  categoryPageNumber,
} from '@vongbi/functions/contract/site-addresses';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { useRef } from 'react';
import listStyles from '@/styles/category-list.css?inline';
import categoryStyles from '@/styles/category.css?inline';
import specTableStyles from '@/styles/spec-table.css?inline';
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
import { ListingViewSwitch, SpecTable } from '@/features/outer-products/components/spec-table';
import {
  SPEC_TABLE_ANCHOR,
  useCategoryListing,
  useListingFiltered,
  useListingView,
} from '@/features/outer-products/hooks/use-category-listing';
import { productListOf } from '@/features/outer-products/product-types';
import { holdsBearings, sortProducts, type SpecRow } from '@/features/outer-products/spec-table';
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
  /**
   * A bearing category's spec table of this page's products, and the day (Vietnam's) the page was made, so the
   * app hydrates the availability the published page shows; none for a category without bearings.
   */
  specs?: { rows: SpecRow[]; today: string };
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

const toSpecRow = (product: CategoryProduct): SpecRow => ({
  id: product.id,
  name: product.name,
  namePath: product.namePath,
  outerProductName: product.outerProductName,
  family: product.family,
  boreMm: product.boreMm,
  outerDiameterMm: product.outerDiameterMm,
  widthMm: product.widthMm,
  dynamicLoadKn: product.dynamicLoadKn,
  staticLoadKn: product.staticLoadKn,
  limitingSpeedRpm: product.limitingSpeedRpm,
  availability: product.availability,
  seals: product.seals,
  clearance: product.clearance,
});

export const outerProductLoader = async ({ params, context }: LoaderFunctionArgs): Promise<CategoryPageData> => {
  const { innerProducts, ...outer } = await orNotFound(getOuterProductByPath(apiOf(context), params.outerPath!));
  const page = params.page === undefined ? 1 : categoryPageNumber(params.page);
  const pageCount = categoryPageCount(innerProducts.length);
  if (page === undefined || page > pageCount) throw notFound();
  const listed = innerProducts.length > CATEGORY_CAROUSEL_LIMIT;
  const onPage = listed ? pageOf(innerProducts, page) : innerProducts;
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
    products: onPage.map(toCard),
    facets: listed ? facetsOf(innerProducts) : undefined,
    specs: holdsBearings(innerProducts) ? { rows: onPage.map(toSpecRow), today: vietnamToday() } : undefined,
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

/** The cards' place on the published page, which the view switch links to before the app runs. */
const CARDS_ANCHOR = 'the-san-pham';

/** A long category: the filters, the status of the list, this page's products (or the filtered list's), the pager. */
const CategoryList = ({ data }: { data: CategoryPageData }) => {
  const { category, total, page, pageCount, products, facets, specs } = data;
  const { hydrated, filters, filtered, view, today, list, prefetch, changeFilters, sortBy, showView, showPage } =
    useCategoryListing(category.namePath);
  const top = useRef<HTMLDivElement>(null);
  const from = (page - 1) * CATEGORY_PAGE_SIZE + 1;
  const showListPage = (next: number) => {
    showPage(next);
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
        // The app's form replaces the published one, so that its typed ranges start from the address's filters.
        <CategoryFilterForm
          key={hydrated ? 'app' : 'published'}
          facets={facets}
          filters={filters}
          onChange={changeFilters}
          onFirstUse={prefetch}
        />
      )}
      <div className="category-list" ref={top}>
        <div className="category-list__head">
          <p className="category-list__status" role="status">
            <span>{status}</span>
            {list.failed && (
              <button type="button" className="button button--ghost" onClick={prefetch}>
                Thử lại
              </button>
            )}
            {!filtered && <span className="category-list__order">Sắp xếp theo mã sản phẩm</span>}
          </p>
          {specs && (
            <ListingViewSwitch
              view={view.view}
              onView={hydrated ? showView : undefined}
              cardsAnchor={CARDS_ANCHOR}
              tableAnchor={SPEC_TABLE_ANCHOR}
            />
          )}
        </div>
        {/*
         * The published page holds both views: the cards show, the table is there for crawlers and opens by its
         * anchor before the app runs; once it runs the address's view decides (data-view).
         */}
        <div
          className={
            waiting ? 'category-list__results category-views is-waiting' : 'category-list__results category-views'
          }
          aria-busy={waiting}
          data-view={hydrated && specs ? view.view : undefined}
        >
          {filtered && list.products?.length === 0 ? (
            <EmptyState>Không có sản phẩm nào phù hợp với bộ lọc.</EmptyState>
          ) : (
            <>
              <div className="category-cards" id={specs && CARDS_ANCHOR}>
                <InnerProductGrid
                  key={listKey}
                  products={filtered && list.products ? list.products : products}
                  action={quoteCardAction}
                  listing
                />
              </div>
              {specs && (
                <div className="spec-table-view" id={SPEC_TABLE_ANCHOR}>
                  <SpecTable
                    caption={`Thông số kỹ thuật: ${category.name}`}
                    rows={filtered && list.products ? list.products : specs.rows}
                    today={hydrated ? today : specs.today}
                    sort={view.sort}
                    onSort={hydrated ? sortBy : undefined}
                    onFirstUse={prefetch}
                  />
                </div>
              )}
            </>
          )}
        </div>
        {filtered ? (
          list.products && <CategoryPager page={list.page} pageCount={list.pageCount} onPage={showListPage} />
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

/** A bearing category of up to CATEGORY_CAROUSEL_LIMIT products: its carousel or its spec table, all on the page. */
const CategoryCarouselViews = ({
  data,
  label,
  specs,
}: {
  data: CategoryPageData;
  label: string;
  specs: NonNullable<CategoryPageData['specs']>;
}) => {
  const { category, products } = data;
  const { hydrated, view, today, sortBy, showView } = useListingView();
  const shownToday = hydrated ? today : specs.today;
  return (
    <>
      <div className="category-views__bar">
        <ListingViewSwitch
          view={view.view}
          onView={hydrated ? showView : undefined}
          cardsAnchor={CARDS_ANCHOR}
          tableAnchor={SPEC_TABLE_ANCHOR}
        />
      </div>
      <div className="category-views" data-view={hydrated ? view.view : undefined}>
        <div className="category-cards" id={CARDS_ANCHOR}>
          <InnerProductCarousel
            label={label}
            products={products}
            action={quoteCardAction}
            count={<p className="category-list__status">{productCount(products.length)}</p>}
          />
        </div>
        <div className="spec-table-view" id={SPEC_TABLE_ANCHOR}>
          <SpecTable
            caption={`Thông số kỹ thuật: ${category.name}`}
            rows={view.sort ? sortProducts(specs.rows, view.sort, shownToday) : specs.rows}
            today={shownToday}
            sort={view.sort}
            onSort={hydrated ? sortBy : undefined}
          />
        </div>
      </div>
    </>
  );
};

export const OuterProductPage = () => {
  const data = useLoaderData<typeof outerProductLoader>();
  const { category, products, facets, specs } = data;
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
      <style>{categoryStyles + (facets ? listStyles : '') + (specs ? specTableStyles : '')}</style>
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
        ) : specs ? (
          <CategoryCarouselViews key={category.namePath} data={data} label={label} specs={specs} />
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
