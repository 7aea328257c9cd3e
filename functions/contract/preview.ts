import { articleUpdateInput } from './article';
import { fitsRichHtmlLimit, idField, RICH_HTML_TOO_LONG } from './fields';
import { innerProductUpdateInput } from './inner-product';
import { outerProductUpdateInput } from './outer-product';
import * as z from './zod';

// "Xem trước": an edit screen's unsaved values, rendered as the page would be published. The request is the
// form's own save request, with the id of the record being edited (none for one not created yet), or the
// about-us screen's text; the answer is the page's HTML, which the screen opens in a new tab. Nothing is
// written, cached or published.

const withId = { id: idField.optional() };

export const articlePreviewInput = articleUpdateInput.extend(withId);
export const outerProductPreviewInput = outerProductUpdateInput.extend(withId);
export const innerProductPreviewInput = innerProductUpdateInput.extend(withId);
/** The about-us screen's text, checked as its save checks it. */
export const aboutUsPreviewInput = z.object({ value: z.string().refine(fitsRichHtmlLimit, RICH_HTML_TOO_LONG) });

/** What `POST /api/preview/…` answers: the page as it would be published, and its address. */
export interface PagePreview {
  /** The public URL the page would have. */
  url: string;
  /** The rendered page, marked as a preview, `noindex`, without the app's scripts. */
  html: string;
}

/**
 * What `GET /api/publishing` answers: how the publisher's last batches went. An edit screen that saved at a time
 * T and sees a failure after T tells staff that publishing failed.
 */
export interface PublishingStatus {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** The last failure's error, as the publisher logged it. */
  failure: string | null;
  /** The URLs that failed to render in it. */
  failedUrls: string[];
}
