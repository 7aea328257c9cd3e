import { REVISION_FIELD_LABELS, type RevisionEntity } from '@vongbi/functions/contract';
import type { CrossReference } from '@vongbi/functions/contract/inner-product';
import { AVAILABILITY_LABEL, type Availability } from '@vongbi/functions/contract/technical-data';
import { htmlToText } from './text-diff';

// How a field of a record reads in the history's side-by-side view.

/** Names the screen gives some values (type codes); undefined where the default reading will do. */
export type DescribeValue = (field: string, value: unknown) => string | undefined;

/** The fields of an entity that revisions compare, with their Vietnamese names, in the form's order. */
export const revisionFields = (entity: RevisionEntity): [field: string, label: string][] =>
  Object.entries(REVISION_FIELD_LABELS[entity]);

/** Whether two stored values are the same (a field a record lacks reads as null). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const IMAGE_FIELDS = new Set(['imageId', 'outerImageId']);
const IMAGE_LIST_FIELDS = new Set(['imageIds']);

/** A field's value as text: rich text as its text, images by number, nothing as a dash. */
export const fieldText = (field: string, value: unknown, rich: boolean, describe?: DescribeValue): string => {
  const described = describe?.(field, value);
  if (described !== undefined) return described;
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (rich) return htmlToText(String(value)) || '—';
  if (IMAGE_FIELDS.has(field)) return `Ảnh #${String(value)}`;
  if (IMAGE_LIST_FIELDS.has(field) && Array.isArray(value)) return value.map((id) => `Ảnh #${String(id)}`).join(', ');
  if (field === 'outerProductId') return `Danh mục #${String(value)}`;
  if (field === 'availability') {
    // A status and the day it was checked, stored as one object: both are what changed.
    const { status, checkedAt } = value as Availability;
    return `${AVAILABILITY_LABEL[status] ?? status}, kiểm tra ${checkedAt.split('-').reverse().join('/')}`;
  }
  if (field === 'crossReferences' && Array.isArray(value)) {
    return (value as CrossReference[]).map(({ brand, code }) => `${brand} ${code}`).join(', ');
  }
  if (typeof value === 'number') return String(value).replace('.', ',');
  return Array.isArray(value) ? value.join(', ') : String(value);
};
