import { formatVnd, type QuoteReply, type QuoteReplyEmailStatus } from '@vongbi/functions/contract/quote-reply';
import { useState } from 'react';
import { formatDateTime } from '@/components/ui/data-table';
import { ApiError } from '@/lib/api-client';
import { quoteReplyPdfAddress } from '../api/quote-reply-pdf-address';

// The báo giá sent for a request, newest first (the first one is the one in force): each with its PDF, and
// whether its e-mail went out; one that did not can be sent again ("Gửi lại").

const EMAIL_STATUS: Record<QuoteReplyEmailStatus, string> = {
  sent: 'Đã gửi e-mail',
  failed: 'Gửi e-mail thất bại',
  none: 'Không có e-mail: gửi PDF qua Zalo',
};

interface QuoteReplyListProps {
  requestId: number;
  replies: readonly QuoteReply[];
  /** Whether the request has an address to send to. */
  canEmail: boolean;
  onResend(number: string): Promise<void>;
}

export const QuoteReplyList = ({ requestId, replies, canEmail, onResend }: QuoteReplyListProps) => {
  const [sending, setSending] = useState<string>();
  const [message, setMessage] = useState<string>();
  if (replies.length === 0) return <p className="cell__sub">Chưa có báo giá nào cho yêu cầu này.</p>;
  const resend = async (number: string) => {
    setSending(number);
    setMessage(undefined);
    try {
      await onResend(number);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'Không gửi được, vui lòng thử lại');
    } finally {
      setSending(undefined);
    }
  };
  return (
    <>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Báo giá đã gửi">
        <table className="quote-items">
          <thead>
            <tr>
              <th scope="col">Số báo giá</th>
              <th scope="col">Ngày</th>
              <th scope="col" className="cell--number">
                Tổng cộng
              </th>
              <th scope="col">E-mail</th>
              <th scope="col">Thao tác</th>
            </tr>
          </thead>
          <tbody>
            {replies.map((reply, index) => (
              <tr key={reply.number}>
                <td className="cell--nowrap">
                  <strong>{reply.number}</strong>
                  {index > 0 && <span className="cell__sub">Đã có báo giá mới hơn</span>}
                </td>
                <td className="cell--nowrap">
                  {formatDateTime(reply.createdAt)}
                  <span className="cell__sub">{reply.createdBy}</span>
                </td>
                <td className="cell--number cell--nowrap">{formatVnd(reply.totalVnd)} đ</td>
                <td>
                  <span className={`reply-email reply-email--${reply.emailStatus}`}>
                    {EMAIL_STATUS[reply.emailStatus]}
                  </span>
                </td>
                <td>
                  <span className="cell__actions">
                    <a
                      className="button button--ghost button--small"
                      href={quoteReplyPdfAddress(requestId, reply.number)}
                    >
                      Tải PDF
                    </a>
                    {canEmail && (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        disabled={sending !== undefined}
                        onClick={() => void resend(reply.number)}
                      >
                        {sending === reply.number ? 'Đang gửi…' : 'Gửi lại'}
                      </button>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};
