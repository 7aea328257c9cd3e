import type { Subscription } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const createSubscription = (emailValue: string): Promise<Subscription> =>
  apiRequest<Subscription>('/subscriptions', { method: 'POST', json: { emailValue } });
