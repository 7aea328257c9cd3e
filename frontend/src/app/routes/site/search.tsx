import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import type { InnerProductSummary } from '@vongbi/functions/contract';
import { DESIGNATION_MAX_LENGTH } from '@vongbi/functions/contract/designation';
import type { EquivalentsAnswer } from '@vongbi/functions/contract/equivalents';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { InnerProductGrid } from '@/features/inner-products/components/inner-product-cards';
import { AddCodeToQuote } from '@/features/quotes/components/add-code-to-quote';
import { quoteCardAction } from '@/features/quotes/components/add-to-quote';
import { getEquivalents } from '@/features/inner-products/api/get-equivalents';
import { searchInnerProducts } from '@/features/inner-products/api/search-inner-products';
import { EquivalentList, namesAnotherMakersCode } from '@/features/inner-products/components/equivalent-list';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { useLogSearch } from '@/features/search-log/hooks/use-log-search';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';

interface SearchData {
  name: string;
  results: InnerProductSummary[];
  /** The catalogue's parts for another maker's code, with verdicts; null when the query names none. */
  equivalents: EquivalentsAnswer | null;
}

/** A bearing code has digits: only then is it worth asking for equivalents. */
const mayBeCode = (name: string) => /\d/.test(name);

export const searchLoader = async ({ params, context }: LoaderFunctionArgs): Promise<SearchData> => {
  const name = params.name ?? '';
  if (name.trim() === '') return { name, results: [], equivalents: null };
  const api = apiOf(context);
  const [results, equivalents] = await Promise.all([
    searchInnerProducts(api, name),
    // The search cuts a long query; the equivalents refuse a code longer than theirs.
    mayBeCode(name) ? getEquivalents(api, name.slice(0, DESIGNATION_MAX_LENGTH)) : null,
  ]);
  return { name, results, equivalents: equivalents && namesAnotherMakersCode(equivalents) ? equivalents : null };
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
  const { name, results, equivalents } = useLoaderData<typeof searchLoader>();
  useLogSearch(name);
  return (
    <div className="container page-body">
      <h1 className="search-heading">Tìm kiếm theo tên: {name}</h1>
      <p className="muted" role="status">
        {results.length > 0 ? `${results.length} sản phẩm phù hợp` : 'Không tìm thấy sản phẩm nào phù hợp.'}
      </p>
      {equivalents && <EquivalentList answer={equivalents} code={name} />}
      {results.length > 0 ? (
        <InnerProductGrid products={results} action={quoteCardAction} />
      ) : (
        name.trim() !== '' && <NotFoundHelp name={name} />
      )}
    </div>
  );
};

/**
 * Nothing found: the buyer still holds the code in hand, so the page says how to ask for it (into the quote
 * list as typed, the hotline and the Zalo chat from the configuration) instead of ending the visit.
 */
const NotFoundHelp = ({ name }: { name: string }) => {
  const { value } = useConfiguration();
  const phone = value(CONFIG_KEY.PHONE);
  const zalo = value(CONFIG_KEY.ZALO);
  return (
    <section className="search-help" aria-labelledby="search-help-heading">
      <h2 id="search-help-heading">Chưa thấy mã “{name}” trên website?</h2>
      <p>
        Kho của chúng tôi có nhiều mã hơn những gì đang hiển thị. Hãy thêm mã vào yêu cầu báo giá, hoặc gọi, nhắn mã cho
        nhân viên kinh doanh để được báo giá và thời gian giao hàng.
      </p>
      <AddCodeToQuote code={name.trim()} />
      <div className="search-help__actions">
        {phone && (
          <a className="button button--accent" href={`tel:${phone.replace(/\s+/g, '')}`}>
            Gọi {phone}
          </a>
        )}
        {zalo && (
          <a
            className="button button--ghost"
            href={`https://zalo.me/${zalo}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Nhắn Zalo
          </a>
        )}
      </div>
    </section>
  );
};
