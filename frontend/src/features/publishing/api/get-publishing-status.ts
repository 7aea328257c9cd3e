import type { PublishingStatus } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** How the publisher's last batches went. */
export const getPublishingStatus = (): Promise<PublishingStatus> => adminRequest<PublishingStatus>('/publishing');
