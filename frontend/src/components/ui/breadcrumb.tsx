import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

export const Breadcrumb = ({ items }: { items: Crumb[] }) => (
  <nav className="breadcrumb" aria-label="Đường dẫn">
    <ol>
      {items.map((item, index) => (
        <li key={`${item.label}-${index}`}>
          {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
        </li>
      ))}
    </ol>
  </nav>
);
