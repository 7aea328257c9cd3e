import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { getListedOuterProducts } from '@/features/outer-products/api/get-listed-outer-products';
import { getListedOuterProductsMaintain } from '@/features/outer-products/api/get-listed-outer-products-maintain';
import { CategorySections } from '@/features/outer-products/components/category-sections';
import { productsOverview } from '@/features/outer-products/product-lists';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';

export const productsLoader = async ({ context }: LoaderFunctionArgs) =>
  productsOverview(await getListedOuterProducts(apiOf(context)));
export const productsMaintainLoader = async ({ context }: LoaderFunctionArgs) =>
  productsOverview(await getListedOuterProductsMaintain(apiOf(context)));

export const productsHandle: MetaHandle = {
  meta: () => ({
    title: 'Tất cả sản phẩm',
    description: 'Vòng bi FAG, INA, NMB, gối đỡ, mỡ bôi trơn Bechem và sản phẩm công nghệ mới Schaeffler chính hãng.',
    path: paths.products,
  }),
};

export const productsMaintainHandle: MetaHandle = {
  meta: () => ({
    title: 'Công cụ bảo dưỡng',
    description: 'Máy gia nhiệt cảm ứng, cảo thủy lực và giải pháp bôi trơn cho bảo trì vòng bi công nghiệp.',
    path: paths.productsMaintain,
  }),
};

export const ProductsPage = () => (
  <>
    <PageBanner title="Tất cả sản phẩm" lead="Vòng bi, gối đỡ và mỡ bôi trơn chính hãng cho mọi ngành công nghiệp" />
    <div className="container page-body">
      <CategorySections overview={useLoaderData<typeof productsLoader>()} />
    </div>
  </>
);

export const ProductsMaintainPage = () => (
  <>
    <PageBanner title="Tất cả sản phẩm" lead="Công cụ bảo dưỡng: gia nhiệt, tháo lắp và bôi trơn vòng bi" />
    <div className="container page-body">
      <CategorySections overview={useLoaderData<typeof productsMaintainLoader>()} />
    </div>
  </>
);
