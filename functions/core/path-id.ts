import { notFound } from './errors';

/** An entity id from a path (`/api/videos/{id}`): a positive integer, or the entity cannot exist (404). */
export const idFromPath = (value: string | undefined): number => {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw notFound();
  return Number(value);
};

/** `gsi1sk` for "newest first" lists: ISO time, then the id padded so equal times still sort stably. */
export const newestFirstSortKey = (updatedAt: string, id: number): string =>
  `${updatedAt}#${String(id).padStart(16, '0')}`;
