// Requests of the back office. A 401 on any of them means the session is gone (expired, logged out in
// another tab): the admin layout listens for this event, tells the user and sends them to sign in again.

import { apiRequest, ApiError, type ApiRequestInit } from './api-client';

export const SESSION_LOST_EVENT = 'admin:session-lost';

export const adminRequest = async <T>(path: string, init: ApiRequestInit = {}): Promise<T> => {
  try {
    return await apiRequest<T>(path, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(SESSION_LOST_EVENT));
    throw error;
  }
};
