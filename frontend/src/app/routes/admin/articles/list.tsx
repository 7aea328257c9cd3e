import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ArticleType } from '@vongbi/functions/contract';
import { adminPaths } from '@/config/admin-screens';
import { deleteArticle } from '@/features/articles/api/delete-article';
import { getAllArticles } from '@/features/articles/api/get-all-articles';
import { ArticleTable } from '@/features/articles/components/article-table';
import { useDelete } from '../use-delete';
import { ARTICLE_TYPE } from '@vongbi/functions/contract/site-addresses';

export const articlesLoader = () => getAllArticles();

/** The /admin/articles type filter, kept in the URL so a reload or a link keeps it. */
interface TypeFilter {
  value: string;
  label: string;
  type?: ArticleType;
}

const ALL: TypeFilter = { value: 'all', label: 'Tất cả' };

const typeFilters: TypeFilter[] = [
  ALL,
  { value: 'news', label: 'Tin tức', type: ARTICLE_TYPE.news },
  { value: 'service', label: 'Dịch vụ', type: ARTICLE_TYPE.service },
  { value: 'support', label: 'Hỗ trợ kỹ thuật', type: ARTICLE_TYPE.support },
];

interface ArticleListProps {
  title: string;
  createHref: string;
  /** Fixed by /admin/news, /admin/services, /admin/supports; /admin/articles has a selector. */
  type?: ArticleType;
}

const ArticleList = ({ title, createHref, type }: ArticleListProps) => {
  const articles = useLoaderData<typeof articlesLoader>();
  const [search, setSearch] = useSearchParams();
  const remove = useDelete();
  const filter = typeFilters.find((option) => option.value === search.get('type')) ?? ALL;
  const shownType = type ?? filter.type;
  const shown = shownType === undefined ? articles : articles.filter((article) => article.articleType === shownType);
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">{title}</h1>
        <Link className="button button--primary" to={createHref}>
          + Tạo mới
        </Link>
      </div>
      {type === undefined && (
        <div className="segmented" role="group" aria-label="Loại bài viết">
          {typeFilters.map((option) => (
            <button
              key={option.value}
              type="button"
              className="segmented__option"
              aria-pressed={option === filter}
              onClick={() => setSearch(option.value === 'all' ? {} : { type: option.value }, { replace: true })}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      <ArticleTable articles={shown} onDelete={(article) => remove(() => deleteArticle(article.id))} />
    </section>
  );
};

export const AllArticlesPage = () => <ArticleList title="Tất cả bài viết" createHref={adminPaths.newArticle} />;
export const NewsPage = () => <ArticleList title="Tin tức" createHref={adminPaths.newNews} type={ARTICLE_TYPE.news} />;
export const ServicesPage = () => (
  <ArticleList title="Dịch vụ" createHref={adminPaths.newService} type={ARTICLE_TYPE.service} />
);
export const SupportsPage = () => (
  <ArticleList title="Hỗ trợ kỹ thuật" createHref={adminPaths.newSupport} type={ARTICLE_TYPE.support} />
);
