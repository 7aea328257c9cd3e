import { readFileSync } from 'node:fs';
import { builtTemplate } from '@vongbi/local/frontend-build';

// The public site's server entry as the publisher renders with it (frontend/dist-server/entry-server.js, which
// `npm start -- --prod` builds before these tests run), with the production template beside it: a page is
// rendered by the same build whose bundle then hydrates it. Loaded from source through Vite's SSR loader, it
// would differ from that bundle wherever Vite transforms a module for development otherwise than for a build:
// a category's own stylesheet (`category.css?inline`), minified in the build, keeps its comments and layout
// there, and React, finding the text of the page's <style> changed, throws the markup away.

export type Render = typeof import('../../frontend/dist-server/entry-server.js').render;

export const loadServerEntry = async (): Promise<{ render: Render; template: string }> => {
  const { render } = await import('../../frontend/dist-server/entry-server.js');
  return { render, template: readFileSync(builtTemplate, 'utf8') };
};
