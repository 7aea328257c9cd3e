import type { PagePreview } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** The kinds of record an edit screen previews, and the about-us text. */
export type PreviewedKind = 'Article' | 'OuterProduct' | 'InnerProduct' | 'AboutUs';

/** The page a form's unsaved values would publish (the form's save request, with the record's id if it has one). */
export const previewPage = (kind: PreviewedKind, input: object): Promise<PagePreview> =>
  adminRequest<PagePreview>(`/preview/${kind}`, { method: 'POST', json: input });
