import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { InnerProductCarousel } from '@/features/inner-products/components/inner-product-cards';
import { quoteCardAction } from '@/features/quotes/components/add-to-quote';
import { getOuterProductByPath } from '@/features/outer-products/api/get-outer-product-by-path';
import { productListOf } from '@/features/outer-products/product-types';
import { apiOf } from '@/lib/api-client';
import { describe, type MetaHandle } from '@/lib/page-meta';
import { orNotFound } from '@/lib/route-data';

export const outerProductLoader = ({ params, context }: LoaderFunctionArgs) =>
  orNotFound(getOuterProductByPath(apiOf(context), params.outerPath!));

export const outerProductHandle: MetaHandle = {
  meta: (data) => {
    const category = data as OuterProductWithChildren;
    const list = productListOf(category.productType);
    return {
      title: category.name,
      description: describe(category.summaryDetail),
      path: paths.outerProduct(category.namePath),
      image: category.image?.urlPath,
      parents: [{ name: list.label, path: list.path }],
    };
  },
};

export const OuterProductPage = () => {
  const category = useLoaderData<typeof outerProductLoader>();
  const { label: listLabel, path: listPath } = productListOf(category.productType);
  return (
    <div className="container page-body">
      <Breadcrumb
        items={[{ label: 'Trang chủ', to: paths.home }, { label: listLabel, to: listPath }, { label: category.name }]}
      />
      <header className="category-header">
        <h1>{category.name}</h1>
        <p className="category-header__summary">{category.summaryDetail}</p>
      </header>
      <section aria-label={`Sản phẩm thuộc ${category.name}`}>
        <InnerProductCarousel
          label={`Sản phẩm thuộc ${category.name}`}
          products={category.innerProducts.map((product) => ({ ...product, outerProductName: category.namePath }))}
          action={quoteCardAction}
        />
      </section>
    </div>
  );
};
