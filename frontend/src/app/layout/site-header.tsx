import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { SearchCombobox } from '@/features/inner-products/components/search-combobox';
import { QuoteCounter } from '@/features/quotes/components/quote-counter';
import { NavMenu } from './nav-menu';

/** The logo leads to the company's main site, as the specification says. */
export const COMPANY_SITE = 'https://vongbiviet.vn';
const CONTACT_LABEL = 'Hotline tư vấn';

export const SiteHeader = () => {
  const { value } = useConfiguration();
  const phone = value(CONFIG_KEY.PHONE);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  // No validation, as the specification says: whatever was typed becomes /search/{query}.
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(query.trim()));
  };

  return (
    <header className="site-header">
      <div className="site-header__top container">
        <a className="site-header__logo" href={COMPANY_SITE}>
          <BrandMark />
          <span className="site-header__logo-text">
            <strong>VÒNG BI VIỆT</strong>
            <small>Nhà phân phối ủy quyền Schaeffler</small>
          </span>
        </a>
        <form className="search-box" role="search" onSubmit={search}>
          <SearchCombobox value={query} onChange={setQuery} />
          <button type="submit" aria-label="Tìm kiếm">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </form>
        <a className="hotline" href={phone ? `tel:${phone.replace(/\s+/g, '')}` : undefined}>
          <span className="hotline__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
              />
            </svg>
          </span>
          <span className="hotline__text">
            <small>{CONTACT_LABEL}</small>
            <strong data-testid="header-phone">{phone}</strong>
          </span>
        </a>
        <QuoteCounter />
      </div>
      <NavMenu />
    </header>
  );
};
