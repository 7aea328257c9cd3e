import type { QuoteStatus } from '@vongbi/functions/contract/quote-request';
import { nextIds } from '@vongbi/functions/core/db';
import type { QuoteRequestRecord } from '@vongbi/functions/core/models/quote-request';
import { putNewQuoteRequest } from '@vongbi/functions/core/repositories/quote-request-repository';

// Quote requests by the thousand, for the inbox's paging tests and bench: stored straight through the repository
// (the public route would refuse more than five a client), a minute apart so the list's order is known, each with
// a repeat record long expired (the repository writes one beside every new request).

const BATCH = 50;

/**
 * Stores `count` requests, the `index`-th with `statusOf(index)` and sent `index` minutes after `from`; answers
 * their ids in that order (oldest first).
 */
export const storeQuoteRequests = async (
  count: number,
  statusOf: (index: number) => QuoteStatus,
  from = new Date('2026-01-01T00:00:00.000Z'),
): Promise<number[]> => {
  const ids = await nextIds('QUOTE', count);
  for (let start = 0; start < count; start += BATCH) {
    await Promise.all(
      ids.slice(start, start + BATCH).map((id, offset) => {
        const index = start + offset;
        const at = new Date(from.getTime() + index * 60_000).toISOString();
        const record: QuoteRequestRecord = {
          id,
          customerName: `Khách hàng ${index + 1}`,
          phone: '0912345678',
          email: `khach${index + 1}@nhamay.vn`,
          company: 'Công ty Cơ khí Thủ Đức',
          note: '',
          items: [
            { innerProductId: undefined, text: '6205-2RSR', quantity: 10 },
            { innerProductId: undefined, text: '22218-E1-XL-K', quantity: 2 },
          ],
          status: statusOf(index),
          staffNote: '',
          createdAt: at,
          updatedAt: at,
        };
        return putNewQuoteRequest(record, `stored-${id}`, 0);
      }),
    );
  }
  return ids;
};
