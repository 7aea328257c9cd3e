import type { QuoteStatus } from '@vongbi/functions/contract';
import { QUOTE_STATUS_LABEL } from '../quote-status';

export const QuoteStatusPill = ({ status }: { status: QuoteStatus }) => (
  <span className={`status-pill status-pill--${status}`}>{QUOTE_STATUS_LABEL[status]}</span>
);
