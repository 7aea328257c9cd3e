// The only fetch wrapper. Every non-2xx answer becomes an ApiError carrying the server's code, its
// Vietnamese message and per-field messages, so screens branch on `code` and show `message`.

import { messages, type ApiErrorBody, type ErrorCode } from '@vongbi/functions/contract/messages';

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

/**
 * Where requests go. In the browser: `/api` on the page's own origin through the global fetch. The server
 * entry (rendering a page in Node, where there is no page origin) points it at an absolute API base and
 * may hand over its own fetch.
 */
interface ApiTransport {
  baseUrl: string;
  fetch?: typeof fetch;
}

let transport: ApiTransport = { baseUrl: '/api' };

export const configureApiTransport = (next: ApiTransport): void => {
  transport = next;
};

export const apiRequest = async <T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> => {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await (transport.fetch ?? fetch)(`${transport.baseUrl}${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error: Partial<ApiErrorBody> = data ?? {};
    throw new ApiError(response.status, error.code ?? 'UNKNOWN', error.message ?? messages.internal, error.fields);
  }
  return data as T;
};
