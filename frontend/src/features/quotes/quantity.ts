import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';

// One rule for every quantity a buyer gives, typed in a line's box or read from a pasted list.

/** A quantity as typed, as a whole number in 1–100,000 (1 for anything that is not a number). */
export const toQuantity = (value: number | string): number => {
  const quantity = Math.round(Number(value));
  return Number.isFinite(quantity) ? Math.min(Math.max(quantity, 1), QUOTE_LIMITS.quantity) : 1;
};
