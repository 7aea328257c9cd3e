import { messages } from './messages';
import * as z from './zod';

export interface Subscription {
  id: number;
  emailValue: string;
  createdAt: string;
}

const INVALID_EMAIL = 'Địa chỉ e-mail không hợp lệ';

export const subscriptionInput = z.object({
  // Surrounding spaces are a typing slip, not part of the address.
  emailValue: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .email({ error: (issue) => (issue.input === undefined ? messages.required : INVALID_EMAIL) })
      .max(254, 'Tối đa 254 ký tự'),
  ),
});

export type SubscriptionInput = z.output<typeof subscriptionInput>;
