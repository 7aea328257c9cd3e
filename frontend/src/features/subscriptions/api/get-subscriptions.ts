import type { Subscription } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Subscriber e-mails are personal data: admin only. */
export const getSubscriptions = (): Promise<Subscription[]> => adminRequest<Subscription[]>('/subscriptions');
