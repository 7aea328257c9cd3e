// The only fetch wrapper. Every non-2xx answer becomes an ApiError carrying the server's code, its
// Vietnamese message and per-field messages, so screens branch on `code` and show `message`.

import { createContext, type RouterContextProvider } from 'react-router-dom';
import { messages, type ApiErrorBody, type ErrorCode } from '@vongbi/functions/contract/messages';
import { API_PREFIX } from '@vongbi/functions/contract/site-addresses';

/** The contract's codes, plus the two the browser meets on its own: no answer, or an answer that is not ours. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'Không kết nối được máy chủ, vui lòng thử lại';

/** Where requests go: an API base and the fetch that reaches it. */
export interface ApiTransport {
  baseUrl: string;
  fetch?: typeof fetch;
}

/** The browser's: `/api` on the page's own origin, through the global fetch. */
export const browserApi: ApiTransport = { baseUrl: API_PREFIX };

/**
 * The API a route's loaders read, from react-router's request context: the browser router is given
 * `browserApi` (entry-client.tsx); each server render its own absolute base and fetch (entry-server.tsx),
 * so two renders in one process never share one.
 */
export const apiContext = createContext<ApiTransport>();

/** The API of a loader's request context. */
export const apiOf = (context: Readonly<RouterContextProvider>): ApiTransport => context.get(apiContext);

export type ApiRequestInit = RequestInit & { json?: unknown };

const send = async (path: string, init: ApiRequestInit, api: ApiTransport, accept: string): Promise<Response> => {
  const { json, headers, ...rest } = init;
  try {
    return await (api.fetch ?? fetch)(`${api.baseUrl}${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: accept,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
};

const errorOf = async (response: Response): Promise<ApiError> => {
  const error: Partial<ApiErrorBody> = (await response.json().catch(() => undefined)) ?? {};
  return new ApiError(response.status, error.code ?? 'UNKNOWN', error.message ?? messages.internal, error.fields);
};

export const apiRequest = async <T>(path: string, init: ApiRequestInit = {}, api = browserApi): Promise<T> => {
  const response = await send(path, init, api, 'application/json');
  if (response.status === 204) return undefined as T;
  if (!response.ok) throw await errorOf(response);
  return (await response.json().catch(() => undefined)) as T;
};

/** A file the API makes (a báo giá's PDF preview); its refusals are ApiErrors like any answer's. */
export const apiFileRequest = async (path: string, init: ApiRequestInit = {}, api = browserApi): Promise<Blob> => {
  const response = await send(path, init, api, '*/*');
  if (!response.ok) throw await errorOf(response);
  return response.blob();
};
