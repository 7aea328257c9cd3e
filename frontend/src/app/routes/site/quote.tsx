import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { searchInnerProducts } from '@/features/inner-products/api/search-inner-products';
import type { ProductSearch } from '@/features/quotes/hooks/use-line-matching';
import { QuoteScreen } from '@/features/quotes/components/quote-screen';
import { browserApi } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';
import quoteStyles from '@/styles/quote.css?inline';

// The visitor's quote list and its form: published with an empty list, a new visitor's, so the page shows at
// once; the list lives in the browser, so for a visitor who has one the app starts at once and shows it. Kept
// out of indexes. A lazy chunk, so product pages do not carry the paste reader and the form; its styles travel in
// the page, as its published HTML needs them before the chunk comes.

export const quoteHandle: MetaHandle = {
  meta: () => ({
    title: 'Yêu cầu báo giá',
    description: 'Gửi danh sách vòng bi cần báo giá cho Vòng bi Việt.',
    path: paths.quote,
    noindex: true,
  }),
};

/** Pasted codes are matched with the header's designation search. */
const searchProducts: ProductSearch = (text, signal) => searchInnerProducts(browserApi, text, signal);

export const QuotePage = () => {
  const { value } = useConfiguration();
  return (
    <div className="container page-body">
      <style>{quoteStyles}</style>
      <Breadcrumb items={[{ label: 'Trang chủ', to: paths.home }, { label: 'Yêu cầu báo giá' }]} />
      <header className="quote-intro">
        <h1>Yêu cầu báo giá</h1>
        <p>Chọn sản phẩm hoặc dán danh sách mã, để lại số điện thoại: nhân viên kinh doanh sẽ báo giá cho bạn.</p>
      </header>
      <QuoteScreen
        search={searchProducts}
        thankYou={value(CONFIG_KEY.QUOTE_THANK_YOU)}
        zalo={value(CONFIG_KEY.ZALO)}
        hotline={value(CONFIG_KEY.PHONE)}
      />
    </div>
  );
};
