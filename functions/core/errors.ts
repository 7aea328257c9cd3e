// Errors are data: status, machine code, a Vietnamese message for people and optional per-field messages.
// The codes and messages are the contract's; this module turns them into something any layer can throw.

import { messages, type ErrorCode } from '#contract/messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const validationError = (fields: Record<string, string>): HttpError =>
  new HttpError(400, 'VALIDATION', messages.validation, fields);
export const unauthenticated = (): HttpError => new HttpError(401, 'UNAUTHENTICATED', messages.unauthenticated);
export const badCredentials = (): HttpError => new HttpError(401, 'BAD_CREDENTIALS', messages.badCredentials);
export const crossSite = (): HttpError => new HttpError(403, 'CROSS_SITE', messages.crossSite);
/** A signed-in account whose role may not do this (routes.ts `roles`). */
export const forbidden = (): HttpError => new HttpError(403, 'FORBIDDEN', messages.forbidden);
export const notFound = (): HttpError => new HttpError(404, 'NOT_FOUND', messages.notFound);
export const pathTaken = (field: string): HttpError =>
  new HttpError(409, 'PATH_TAKEN', messages.pathTaken, { [field]: messages.pathTaken });
export const stale = (): HttpError => new HttpError(409, 'STALE', messages.stale);
export const hasChildren = (): HttpError => new HttpError(409, 'HAS_CHILDREN', messages.hasChildren);
export const tooLarge = (): HttpError => new HttpError(413, 'TOO_LARGE', messages.tooLarge);
export const unsupportedMedia = (): HttpError => new HttpError(415, 'UNSUPPORTED_MEDIA', messages.unsupportedMedia);
/** A body in a format the route does not take (form-encoded, text/plain…): not about images. */
export const unsupportedContentType = (): HttpError =>
  new HttpError(415, 'UNSUPPORTED_MEDIA', messages.unsupportedContentType);
export const rateLimited = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'RATE_LIMITED', messages.rateLimited, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
