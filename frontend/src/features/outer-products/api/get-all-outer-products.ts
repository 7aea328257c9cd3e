import type { OuterProduct } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Every outer product of both types (admin only). */
export const getAllOuterProducts = (): Promise<OuterProduct[]> => adminRequest<OuterProduct[]>('/OuterProduct');
