// Requests of the back office. A 401 on any of them means the session is gone (expired, logged out in
// another tab): the admin layout listens for this event, tells the user and sends them to sign in again.

import { apiFileRequest, apiRequest, ApiError, type ApiRequestInit } from './api-client';

export const SESSION_LOST_EVENT = 'admin:session-lost';

const noticingLostSession = async <T>(request: Promise<T>): Promise<T> => {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(SESSION_LOST_EVENT));
    throw error;
  }
};

export const adminRequest = <T>(path: string, init: ApiRequestInit = {}): Promise<T> =>
  noticingLostSession(apiRequest<T>(path, init));

/** A file the back office asks the API to make (a PDF preview). */
export const adminFileRequest = (path: string, init: ApiRequestInit = {}): Promise<Blob> =>
  noticingLostSession(apiFileRequest(path, init));
