import type { InnerProductSummary } from '@vongbi/functions/contract';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { InnerProductGrid } from '@/features/inner-products/components/inner-product-cards';
import { searchInnerProducts } from '@/features/inner-products/api/search-inner-products';
import { paths } from '@/config/paths';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';

interface SearchData {
  name: string;
  results: InnerProductSummary[];
}

export const searchLoader = async ({ params, context }: LoaderFunctionArgs): Promise<SearchData> => {
  const name = params.name ?? '';
  return { name, results: name.trim() === '' ? [] : await searchInnerProducts(apiOf(context), name) };
};

export const searchHandle: MetaHandle = {
  meta: (data) => {
    const name = (data as SearchData | undefined)?.name ?? '';
    return {
      title: `Tìm kiếm: ${name}`,
      description: 'Kết quả tìm kiếm sản phẩm theo tên tại Vòng bi Việt.',
      path: paths.search(name),
      noindex: true,
    };
  },
};

export const SearchPage = () => {
  const { name, results } = useLoaderData<typeof searchLoader>();
  return (
    <div className="container page-body">
      <h1 className="search-heading">Tìm kiếm theo tên: {name}</h1>
      <p className="muted" role="status">
        {results.length > 0 ? `${results.length} sản phẩm phù hợp` : 'Không tìm thấy sản phẩm nào phù hợp.'}
      </p>
      {results.length > 0 && <InnerProductGrid products={results} />}
    </div>
  );
};
