// The types of the public site's server entry as built by `npm run build` (frontend/dist-server/entry-server.js,
// from frontend/src/entry-server.tsx). The publisher imports the built file, which esbuild bundles into the
// Lambda; these declarations stand in for the frontend's own types, which the functions' compiler does not read.

declare module '*/dist-server/entry-server.js' {
  export interface RenderOptions {
    apiBaseUrl: string;
    fetch?: typeof fetch;
    template: string;
    /** Absolute origin for canonical and Open Graph URLs. */
    siteUrl: string;
  }

  export interface RenderResult {
    /** 200, 404 for an unknown path or entity, 500 when the API failed. */
    status: number;
    meta: { title: string; description?: string };
    html: string;
    redirect?: string;
  }

  export const render: (url: string, options: RenderOptions) => Promise<RenderResult>;

  /** robots.txt with the sitemap's absolute URL. */
  export const robotsTxt: (siteUrl?: string) => string;
}
