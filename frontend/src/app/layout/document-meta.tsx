import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, resolvePageMeta, DEFAULT_DESCRIPTION, type PageMeta } from '@/lib/page-meta';

/** Writes a page's title and meta description into the document after it renders in the browser. */
export const useDocumentMeta = (meta: PageMeta) => {
  const title = documentTitle(meta);
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
};

/** The matched routes' own title and description (their `handle.meta`). */
export const RouteMeta = () => {
  const matches = useMatches();
  useDocumentMeta(resolvePageMeta(matches.map((match) => ({ handle: match.handle, data: match.loaderData }))));
  return null;
};
