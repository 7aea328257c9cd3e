import { apiRequest } from '@/lib/api-client';

export interface AdminSession {
  username: string;
  expiresAt: string;
}

export const login = (username: string, password: string): Promise<AdminSession> =>
  apiRequest<AdminSession>('/auth/login', { method: 'POST', json: { username, password } });

export const logout = (): Promise<void> => apiRequest<void>('/auth/logout', { method: 'POST' });

export const getSession = (): Promise<AdminSession> => apiRequest<AdminSession>('/auth/session');
