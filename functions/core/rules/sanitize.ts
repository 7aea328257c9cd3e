import sanitizeHtml from 'sanitize-html';

// The contract's allow-list for rich HTML (article content, product descriptions, ABOUT_US,
// CONTACT_FULL_TEXT). Applied on write; sanitising clean HTML again changes nothing.

const YOUTUBE_EMBED =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}([?#][^"'<>\s]*)?$/;
const IMAGE_SOURCE = /^(\/static\/[^\s"'<>]+|https:\/\/[^\s"'<>]+)$/;
// A style value is kept only when it cannot load anything or move things over the page.
const SAFE_STYLE_VALUE = /^(?!.*(url\(|expression\(|position))[^;{}<>]*$/i;

const textStyles = Object.fromEntries(
  [
    'color',
    'background-color',
    'font-size',
    'font-family',
    'font-weight',
    'font-style',
    'text-decoration',
    'text-align',
  ].map((property) => [property, [SAFE_STYLE_VALUE]]),
);
const sizeStyles = { width: [SAFE_STYLE_VALUE], height: [SAFE_STYLE_VALUE] };

// Browsers ignore whitespace, controls and invisible characters inside a URL's scheme, and later tools may
// trim them, so a link is judged on its href with all of them removed: "\u00A0javascript:" is javascript.
const IGNORED_IN_URL = /[\p{White_Space}\p{Cc}\p{Cf}]/gu;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const withSafeHref = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const scheme = /^([^:/?#]*):/.exec((attribs.href ?? '').replace(IGNORED_IN_URL, ''))?.[1]?.toLowerCase();
  if (scheme === undefined || LINK_SCHEMES.has(scheme)) return attribs;
  const { href: _unsafe, ...rest } = attribs;
  return rest;
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'span',
    'div',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'small',
    'mark',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'a',
    'img',
    'iframe',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    '*': ['style', 'class'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    ol: ['start', 'type'],
  },
  allowedStyles: { '*': textStyles, img: { ...textStyles, ...sizeStyles }, table: { ...textStyles, ...sizeStyles } },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  // Drop iframes that are not YouTube embeds and images that do not come from our files or over https.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? '')),
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: withSafeHref(attribs) }) },
  disallowedTagsMode: 'discard',
};

export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, options);
