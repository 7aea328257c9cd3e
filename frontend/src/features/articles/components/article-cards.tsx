import type { ListedArticle } from '@vongbi/functions/contract';
import { Link } from 'react-router-dom';
import { EAGER_CARDS, EmptyState, LinkCard } from '@/components/ui/link-card';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { SiteImage } from '@/components/ui/site-image';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/site-format';

export const ArticleCard = ({ article, eager }: { article: ListedArticle; eager?: boolean }) => (
  <LinkCard
    to={paths.article(article)}
    title={article.headerText}
    imageUrl={article.outerImagePath || article.outerImage?.urlPath}
    text={article.summaryText}
    meta={formatDate(article.updatedAt)}
    shape="wide"
    eager={eager}
  />
);

/**
 * `eager`: the grid is a listing's first content, and its first card loads at once: a phone shows one card (the
 * grid is one column there), and every other picture would share its bandwidth with the page's largest. The
 * others, on screen on a wide one, get their address once it has painted. Below other content (an article's
 * related articles, /blogs's grid under the latest news) every card loads lazily.
 */
export const ArticleGrid = ({
  articles,
  empty,
  eager = true,
}: {
  articles: ListedArticle[];
  empty: string;
  eager?: boolean;
}) =>
  articles.length === 0 ? (
    <EmptyState>{empty}</EmptyState>
  ) : (
    <div className="card-grid card-grid--wide">
      {articles.map((article, index) => (
        <ArticleCard key={`${article.id}-${index}`} article={article} eager={eager && index < EAGER_CARDS} />
      ))}
    </div>
  );

/** Three news: one large, two small. */
export const NewsBlock = ({ news, priority }: { news: ListedArticle[]; priority?: boolean }) => {
  if (news.length === 0) return <EmptyState>Chưa có tin tức nào.</EmptyState>;
  const [big, ...small] = news;
  return (
    <div className="news-block">
      <article className="news-block__big">
        <SiteImage
          className="news-block__image"
          src={big!.outerImagePath || big!.outerImage?.urlPath}
          alt=""
          width={800}
          height={450}
          sizes={IMAGE_SIZES.newsLead}
          priority={priority}
        />
        <p className="card__meta">{formatDate(big!.updatedAt)}</p>
        <h3 className="card__title">
          <Link className="card__link" to={paths.article(big!)}>
            {big!.headerText}
          </Link>
        </h3>
        <p className="card__text">{big!.summaryText}</p>
      </article>
      <div className="news-block__small">
        {small.map((article, index) => (
          <article className="news-row" key={`${article.id}-${index}`}>
            <SiteImage
              className="news-row__image"
              src={article.outerImagePath || article.outerImage?.urlPath}
              alt=""
              width={160}
              height={90}
              sizes={IMAGE_SIZES.newsRow}
            />
            <div>
              <p className="card__meta">{formatDate(article.updatedAt)}</p>
              <h3 className="news-row__title">
                <Link className="card__link" to={paths.article(article)}>
                  {article.headerText}
                </Link>
              </h3>
            </div>
          </article>
        ))}
      </div>
    </div>
  );
};

/** A compact list of titles with dates (the home page's technical-support column). */
export const ArticleTitleList = ({ articles }: { articles: ListedArticle[] }) =>
  articles.length === 0 ? (
    <EmptyState>Chưa có bài hỗ trợ kỹ thuật nào.</EmptyState>
  ) : (
    <ol className="title-list">
      {articles.map((article, index) => (
        <li key={`${article.id}-${index}`}>
          <Link to={paths.article(article)}>{article.headerText}</Link>
          <span className="card__meta">{formatDate(article.updatedAt)}</span>
        </li>
      ))}
    </ol>
  );
