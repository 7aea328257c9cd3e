import type { QuoteStatus } from '@vongbi/functions/contract';

/** A request's status as staff read it. */
export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
  new: 'Mới',
  processing: 'Đang xử lý',
  quoted: 'Đã báo giá',
  done: 'Đã xong',
};

/** A stored number (`0xxxxxxxxx`) as people read it: 0912 345 678. */
export const formatPhone = (phone: string): string => phone.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
