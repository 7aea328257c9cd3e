import { MY_QUOTES_PATH } from '@vongbi/functions/contract/site-addresses';
import '@/styles/quote.css';
import '@/styles/my-quotes.css';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { MyQuotesScreen } from '@/features/quotes/components/my-quotes-screen';
import type { MetaHandle } from '@/lib/page-meta';

// A buyer's own requests and báo giá: personal, so rendered in the browser only, never published, kept out of
// indexes. A lazy chunk of its own.

export const myQuotesHandle: MetaHandle = {
  meta: () => ({
    title: 'Yêu cầu báo giá của tôi',
    description: 'Xem lại các yêu cầu báo giá đã gửi và báo giá đã nhận.',
    path: MY_QUOTES_PATH,
    noindex: true,
  }),
};

export const MyQuotesPage = () => (
  <div className="container page-body my-quotes">
    <Breadcrumb items={[{ label: 'Trang chủ', to: paths.home }, { label: 'Yêu cầu của tôi' }]} />
    <header className="quote-intro">
      <h1>Yêu cầu báo giá của tôi</h1>
      <p>Trạng thái các yêu cầu đã gửi, báo giá đã nhận (PDF) và gửi lại một yêu cầu cũ chỉ với hai lần chạm.</p>
    </header>
    <MyQuotesScreen />
  </div>
);
