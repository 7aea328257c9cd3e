import type { AdminSession } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const login = (username: string, password: string): Promise<AdminSession> =>
  apiRequest<AdminSession>('/auth/login', { method: 'POST', json: { username, password } });

export const logout = (): Promise<void> => apiRequest<void>('/auth/logout', { method: 'POST' });

export const getSession = (): Promise<AdminSession> => apiRequest<AdminSession>('/auth/session');
