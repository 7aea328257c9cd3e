import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A configured link: site paths navigate in the app, anything else (or '#') is a plain anchor. */
export const SmartLink = ({
  href,
  className,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) =>
  href.startsWith('/') ? (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a
      href={href}
      className={className}
      onClick={onClick}
      {...(/^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
