import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, resolvePageMeta, DEFAULT_DESCRIPTION, type PageMeta } from '@/lib/page-meta';

/** The `<meta name="robots">` element: present with noindex exactly while the page asks for it. */
const setNoindex = (noindex: boolean) => {
  const existing = document.querySelector('meta[name="robots"]');
  if (!noindex) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.head.appendChild(document.createElement('meta'));
  element.setAttribute('name', 'robots');
  element.setAttribute('content', 'noindex');
};

/**
 * Writes a page's title, meta description and noindex into the document after it renders in the browser
 * (search results are rendered only here, so their noindex too).
 */
export const useDocumentMeta = (meta: PageMeta) => {
  const title = documentTitle(meta);
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const noindex = meta.noindex ?? false;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    setNoindex(noindex);
  }, [title, description, noindex]);
};

/** The matched routes' own title and description (their `handle.meta`). */
export const RouteMeta = () => {
  const matches = useMatches();
  useDocumentMeta(resolvePageMeta(matches.map((match) => ({ handle: match.handle, data: match.loaderData }))));
  return null;
};
