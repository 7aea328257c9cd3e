// Text that goes into the HTML of a published page from data staff typed: nothing in it can end an
// attribute, open a tag, or close the <script> element that carries it.

/** Text for an element's content or a double-quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: nothing in the data can close the element or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
