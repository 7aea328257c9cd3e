import type { QuoteItem } from '@vongbi/functions/contract';
import {
  AVAILABILITY_FRESH_DAYS,
  AVAILABILITY_LABEL,
  shownAvailability,
  vietnamToday,
  sameAvailability,
} from '@vongbi/functions/contract/technical-data';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { formatDateTime } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { deleteQuoteRequest } from '@/features/quotes/api/delete-quote-request';
import { getQuoteReplies } from '@/features/quotes/api/get-quote-replies';
import { getQuoteRequest } from '@/features/quotes/api/get-quote-request';
import { resendQuoteReply } from '@/features/quotes/api/resend-quote-reply';
import { sendQuoteReply } from '@/features/quotes/api/send-quote-reply';
import { updateQuoteRequest } from '@/features/quotes/api/update-quote-request';
import { QuoteReplyForm } from '@/features/quotes/components/quote-reply-form';
import { QuoteReplyList } from '@/features/quotes/components/quote-reply-list';
import { QuoteStatusForm } from '@/features/quotes/components/quote-status-form';
import { QuoteStatusPill } from '@/features/quotes/components/quote-status-pill';
import { formatPhone } from '@/features/quotes/quote-status';
import { showReplyPreview } from '@/features/quotes/show-reply-preview';
import { EditHeader } from '../edit-header';
import { useDelete } from '../use-delete';

export const quoteRequestLoader = async ({ params }: LoaderFunctionArgs) => {
  const [request, replies] = await Promise.all([getQuoteRequest(params.id!), getQuoteReplies(params.id!)]);
  return { request, ...replies };
};

/** A line: its product with its public page and its edit screen, or the text the buyer typed. */
const ItemProduct = ({ item }: { item: QuoteItem }) => {
  if (!item.product) {
    return (
      <>
        <strong>{item.text}</strong>
        <span className="cell__sub">
          {item.innerProductId === null ? 'Khách nhập, chưa gắn sản phẩm' : 'Sản phẩm đã bị xóa khỏi website'}
        </span>
      </>
    );
  }
  const { product } = item;
  return (
    <span className="quote-item">
      {product.image ? (
        <img className="cell__thumb" src={product.image.urlPath} alt="" />
      ) : (
        <span className="cell__thumb" />
      )}
      <span>
        <strong>{product.name}</strong>
        {item.text !== product.name && <span className="cell__sub">Khách nhập: {item.text}</span>}
        <span className="quote-item__links">
          <a href={paths.innerProduct(product.outerProductName, product.namePath)} target="_blank" rel="noreferrer">
            Trang sản phẩm ↗
          </a>
          <Link to={adminPaths.innerProductById(product.id)}>Sửa sản phẩm</Link>
        </span>
      </span>
    </span>
  );
};

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * A line's availability as the buyer reads it today, so staff know what to answer; a check too old for public pages
 * is named, since staff may check it again. When it changed since the buyer sent the request, what they saw then.
 */
const ItemAvailability = ({ item }: { item: QuoteItem }) => {
  if (!item.product) return <>—</>;
  const { availability } = item.product;
  const shown = shownAvailability(availability, vietnamToday());
  const { availabilityWhenSent: sent } = item;
  return (
    <>
      {shown ? (
        <>
          <strong>{shown.label}</strong> · {shown.updated}
        </>
      ) : availability ? (
        <>
          Cần kiểm tra lại
          <span className="cell__sub">
            {AVAILABILITY_LABEL[availability.status]}, cập nhật {dayMonth(availability.checkedAt)}: quá{' '}
            {AVAILABILITY_FRESH_DAYS} ngày, website không hiện
          </span>
        </>
      ) : (
        'Chưa có thông tin'
      )}
      {sent && !sameAvailability(sent, availability) && (
        <span className="cell__sub">
          Lúc khách gửi: {AVAILABILITY_LABEL[sent.status]}, cập nhật {dayMonth(sent.checkedAt)}
        </span>
      )}
    </>
  );
};

export const QuoteRequestPage = () => {
  const { request, replies, defaultTerms } = useLoaderData<typeof quoteRequestLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const remove = useDelete();
  const total = request.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <section className="panel">
        <EditHeader
          title={`Yêu cầu báo giá #${request.id}`}
          onDelete={() =>
            remove(
              () => deleteQuoteRequest(request.id),
              () => navigate(adminPaths.quotes),
            )
          }
        />
        <p className="breadcrumb">
          <Link to={adminPaths.quotes}>← Danh sách yêu cầu</Link>
        </p>
        <div className="quote-detail">
          <dl className="quote-contact">
            <div>
              <dt>Trạng thái</dt>
              <dd>
                <QuoteStatusPill status={request.status} />
              </dd>
            </div>
            <div>
              <dt>Khách hàng</dt>
              <dd>{request.customerName}</dd>
            </div>
            <div>
              <dt>Điện thoại</dt>
              <dd>
                <a href={`tel:${request.phone}`}>{formatPhone(request.phone)}</a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : '—'}</dd>
            </div>
            <div>
              <dt>Công ty</dt>
              <dd>{request.company || '—'}</dd>
            </div>
            <div>
              <dt>Gửi lúc</dt>
              <dd>{formatDateTime(request.createdAt)}</dd>
            </div>
            <div>
              <dt>Ghi chú của khách</dt>
              <dd className="quote-contact__note">{request.note || '—'}</dd>
            </div>
          </dl>
          <QuoteStatusForm
            key={request.updatedAt}
            request={request}
            onSave={async (input) => {
              await updateQuoteRequest(request.id, input);
              window.alert('Cập nhật thành công');
              await revalidator.revalidate();
            }}
            onReload={() => void revalidator.revalidate()}
          />
        </div>
      </section>
      <section className="panel">
        <div className="panel__header">
          <h2 className="page-title">
            Sản phẩm ({request.items.length} dòng, tổng số lượng {total.toLocaleString('vi-VN')})
          </h2>
        </div>
        <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Sản phẩm cần báo giá">
          <table className="quote-items">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Sản phẩm</th>
                <th scope="col">Tình trạng hàng</th>
                <th scope="col" className="cell--number">
                  Số lượng
                </th>
              </tr>
            </thead>
            <tbody>
              {request.items.map((item, index) => (
                <tr key={index}>
                  <td className="cell--nowrap">{index + 1}</td>
                  <td className="cell--name">
                    <ItemProduct item={item} />
                  </td>
                  <td>
                    <ItemAvailability item={item} />
                  </td>
                  <td className="cell--number">{item.quantity.toLocaleString('vi-VN')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="panel">
        <div className="panel__header">
          <h2 className="page-title">Báo giá đã gửi ({replies.length})</h2>
        </div>
        <QuoteReplyList
          requestId={request.id}
          replies={replies}
          canEmail={request.email !== ''}
          onResend={async (number) => {
            const reply = await resendQuoteReply(request.id, number);
            window.alert(
              reply.emailStatus === 'sent' ? `Đã gửi lại ${number}` : `Chưa gửi được ${number}, thử lại sau`,
            );
            await revalidator.revalidate();
          }}
        />
      </section>
      <section className="panel">
        <div className="panel__header">
          <h2 className="page-title">{replies.length > 0 ? 'Báo giá mới (thay báo giá trước)' : 'Soạn báo giá'}</h2>
        </div>
        <QuoteReplyForm
          key={request.updatedAt}
          request={request}
          defaultTerms={defaultTerms}
          onPreview={(draft) => showReplyPreview(request.id, draft)}
          onSend={async (input) => {
            const reply = await sendQuoteReply(request.id, input);
            window.alert(
              {
                sent: `Đã gửi báo giá ${reply.number} tới ${request.email}`,
                failed: `Đã lưu báo giá ${reply.number} nhưng chưa gửi được e-mail: bấm “Gửi lại” trong danh sách`,
                none: `Đã lưu báo giá ${reply.number}: tải PDF để gửi khách qua Zalo`,
              }[reply.emailStatus],
            );
            await revalidator.revalidate();
          }}
          onReload={() => void revalidator.revalidate()}
        />
      </section>
    </>
  );
};
