import type { ReactNode } from 'react';
import toolStyles from '@/styles/tools.css?inline';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { SmartLink } from '@/components/ui/smart-link';

// One helper's page: the inputs and, beside them (below them on a phone, close enough to see without scrolling
// far), the results; then the formula, its assumptions and units, a worked example, and the matching service.

export interface ServiceCall {
  title: string;
  text: string;
  links: readonly { label: string; href: string; primary?: boolean }[];
  /** The hotline, for those who would rather call an engineer. */
  phone?: string;
}

export const ToolLayout = ({
  crumbs,
  title,
  lead,
  form,
  result,
  children,
  service,
}: {
  crumbs: Crumb[];
  title: string;
  lead: string;
  form: ReactNode;
  result: ReactNode;
  children: ReactNode;
  service: ServiceCall;
}) => (
  <div className="container page-body tool-page">
    {/* Only these pages carry the helpers' styles, not every page with the site's stylesheet. */}
    <style>{toolStyles}</style>
    <Breadcrumb items={crumbs} />
    <header className="tool-page__intro">
      <p className="tool-page__kicker">Công cụ kỹ thuật</p>
      <h1>{title}</h1>
      <p className="tool-page__lead">{lead}</p>
    </header>
    <div className="tool-page__work">
      <form className="tool-form" aria-label="Thông số đầu vào" noValidate onSubmit={(event) => event.preventDefault()}>
        {form}
      </form>
      <section className="tool-result" aria-labelledby="tool-result-heading" aria-live="polite">
        <h2 id="tool-result-heading" className="tool-result__heading">
          Kết quả
        </h2>
        {result}
      </section>
    </div>
    <div className="tool-page__notes">{children}</div>
    <aside className="tool-service" aria-labelledby="tool-service-heading">
      <div>
        <h2 id="tool-service-heading">{service.title}</h2>
        <p>{service.text}</p>
      </div>
      <div className="tool-service__actions">
        {service.links.map((link) => (
          <SmartLink
            key={link.label}
            href={link.href}
            className={`button button--large ${link.primary ? 'button--accent' : 'button--on-dark'}`}
          >
            {link.label}
          </SmartLink>
        ))}
        {service.phone && (
          <a className="tool-service__phone" href={`tel:${service.phone.replace(/\s+/g, '')}`}>
            Gọi kỹ sư: {service.phone}
          </a>
        )}
      </div>
    </aside>
  </div>
);

/** A section of the notes under the helper: the formula, the assumptions, the example. */
export const ToolNote = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="tool-note">
    <h2>{title}</h2>
    {children}
  </section>
);

/** While an input is wrong, a result shows a dash, never a number made of it. */
export const NO_VALUE = '—';
