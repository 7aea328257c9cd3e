import type { ReactNode } from 'react';

/** The band at the top of a listing page: the page's one h1 and an optional lead. */
export const PageBanner = ({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) => (
  <section className="page-banner">
    <div className="container page-banner__inner">
      <h1>{title}</h1>
      {lead && <p className="page-banner__lead">{lead}</p>}
      {children}
    </div>
  </section>
);
