import { ID_PATTERN, PATH_PATTERN, pathQuery } from '#contract/fields';
import { QUOTE_REPLY_NUMBER } from '#contract/quote-reply';
import { isRevisionEntity, type RevisionOwner } from '#contract/revisions';
import { SECRET_OWNER_ID } from '#contract/staff';
import { notFound } from './errors';
import { parseInput } from './validation';

// The parts of a request URL that name a record: an `{id}` or a `?path=` that no record can have is a 404,
// not a 400, because the question "which record?" has a plain answer: none.

/** The `?path=` of a GetByPath route: 400 when missing, 404 when it cannot be any record's path. */
export const pathParam = (query: unknown): string => {
  const { path } = parseInput(pathQuery, query);
  if (!PATH_PATTERN.test(path)) throw notFound();
  return path;
};

/** The `{id}` of a route: a positive integer, else 404 (no record can have it). */
export const idParam = (pathParameters: Record<string, string | undefined>): number => {
  const value = pathParameters.id;
  if (!value || !ID_PATTERN.test(value)) throw notFound();
  return Number(value);
};

/** The `{number}` of a quote reply (`BG-2026-0001`), else 404. */
export const replyNumberParam = (pathParameters: Record<string, string | undefined>): string => {
  const value = pathParameters.number;
  if (!value || !QUOTE_REPLY_NUMBER.test(value)) throw notFound();
  return value;
};

/** The `{id}` of a staff account: also 0, the account of the deploy-time secret (SECRET_OWNER_ID). */
export const staffIdParam = (pathParameters: Record<string, string | undefined>): number =>
  pathParameters.id === String(SECRET_OWNER_ID) ? SECRET_OWNER_ID : idParam(pathParameters);

/** A configuration key as it names a record (`ABOUT_US`). */
const CONFIG_KEY_PATTERN = /^[A-Za-z0-9_]{1,100}$/;

/**
 * The `{entity}` and `{id}` of a revision route: an entity that keeps revisions and an id it can have (a
 * configuration value's id is its key), else 404.
 */
export const revisionOwnerParam = (pathParameters: Record<string, string | undefined>): RevisionOwner => {
  const { entity, id } = pathParameters;
  if (!entity || !isRevisionEntity(entity)) throw notFound();
  if (entity === 'Configuration') {
    if (!id || !CONFIG_KEY_PATTERN.test(id)) throw notFound();
    return { entity, id };
  }
  return { entity, id: String(idParam(pathParameters)) };
};

/** The `{revision}` of a revision route: a positive integer, else 404. */
export const revisionParam = (pathParameters: Record<string, string | undefined>): number =>
  idParam({ id: pathParameters.revision });
