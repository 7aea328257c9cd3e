import type { QuoteStatus } from '@vongbi/functions/contract';

/** A request's status as staff read it. */
export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
  new: 'Mới',
  processing: 'Đang xử lý',
  quoted: 'Đã báo giá',
  done: 'Đã xong',
};

/**
 * A stored number as people read it: a mobile 0912 345 678; a landline by its area code, 024 3826 1234 (Hà Nội
 * and TP. Hồ Chí Minh) or 0236 382 1234.
 */
export const formatPhone = (phone: string): string =>
  /^02[48]\d{8}$/.test(phone)
    ? phone.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1 $2 $3')
    : phone.replace(/^(\d{4})(\d{3})(\d{3,4})$/, '$1 $2 $3');
