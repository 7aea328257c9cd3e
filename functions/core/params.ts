import { ID_PATTERN, PATH_PATTERN, pathQuery } from '#contract/fields';
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
