import { bench, describe } from 'vitest';
import { quoteReplyPdf } from '@vongbi/functions/core/rules/quote-reply-pdf';
import { sampleReplyDocument } from '../helpers/quote-reply-document';

// The time to make a báo giá's PDF, which a reply (and its preview) waits for: 1, 20 and 50 lines (the most a reply
// holds). `npx vitest bench --run --project bench tests/bench/quote-reply-pdf.bench.ts`.

describe('quoteReplyPdf', () => {
  for (const count of [1, 20, 50]) {
    const document = sampleReplyDocument(count);
    bench(`${count} lines`, async () => {
      await quoteReplyPdf(document);
    });
  }
});
