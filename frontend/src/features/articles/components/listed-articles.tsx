import {
  LISTED_ARTICLES_PER_PAGE,
  type ListedArticle,
  type BlogFilter,
  type ListedArticles,
} from '@vongbi/functions/contract';
import { useEffect, useState } from 'react';
import { ApiError, browserApi } from '@/lib/api-client';
import { getListedArticles } from '../api/get-listed-articles';
import { ArticleGrid } from './article-cards';

/** The pages after the first of one list, as the visitor asked for them. */
interface MorePages {
  pages: number;
  articles: ListedArticle[];
}

const NO_MORE: MorePages = { pages: 0, articles: [] };

/**
 * The pages a visitor asked for, per list, kept while the app runs: back from an article, he finds the list as
 * long as he left it, as long as its first page is the same.
 */
const asked = new Map<string, { firstId: number | undefined } & MorePages>();

/**
 * A list of /blogs: its first page as published, and "Xem thêm bài viết" for each next page from the API, so the
 * page and its data keep their size with thousands of articles.
 */
export const ListedArticleGrid = ({
  type,
  listed,
  empty,
  eager,
}: {
  type: BlogFilter | undefined;
  listed: ListedArticles;
  empty: string;
  eager: boolean;
}) => {
  const listKey = type ?? 'all';
  const firstId = listed.articles[0]?.id;
  const [more, setMore] = useState<MorePages>(() => {
    const kept = asked.get(listKey);
    return kept && kept.firstId === firstId ? kept : NO_MORE;
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (more.pages > 0) asked.set(listKey, { firstId, ...more });
  }, [listKey, firstId, more]);

  const showMore = async () => {
    setLoading(true);
    setError(undefined);
    try {
      const next = await getListedArticles(browserApi, { type, page: more.pages + 2 });
      setMore((current) => {
        // An article published meanwhile moves the pages on by one: a card already shown is not shown twice.
        const shown = new Set([...listed.articles, ...current.articles].map((article) => article.id));
        return {
          pages: current.pages + 1,
          articles: [...current.articles, ...next.articles.filter((article) => !shown.has(article.id))],
        };
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Không tải được thêm bài viết, vui lòng thử lại');
    } finally {
      setLoading(false);
    }
  };

  const left = listed.total - (more.pages + 1) * LISTED_ARTICLES_PER_PAGE;
  return (
    <>
      <ArticleGrid articles={[...listed.articles, ...more.articles]} empty={empty} eager={eager} />
      {left > 0 && (
        <div className="listed-articles__more">
          <button
            id="listed-articles-more"
            type="button"
            className="button button--ghost"
            onClick={() => void showMore()}
            disabled={loading}
            aria-busy={loading || undefined}
          >
            {loading ? 'Đang tải…' : `Xem thêm bài viết (còn ${left})`}
          </button>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </>
  );
};
