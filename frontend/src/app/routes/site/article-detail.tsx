import type { Article, ListedArticle } from '@vongbi/functions/contract';
import { ARTICLE_TYPE } from '@vongbi/functions/contract/site-addresses';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { RichHtml } from '@/components/ui/rich-html';
import { SiteImage } from '@/components/ui/site-image';
import { YoutubeVideo } from '@/components/ui/youtube-video';
import { paths } from '@/config/paths';
import { getArticleByPath } from '@/features/articles/api/get-article-by-path';
import { getListedArticles } from '@/features/articles/api/get-listed-articles';
import { getServices } from '@/features/articles/api/get-services';
import { ArticleGrid } from '@/features/articles/components/article-cards';
import { apiOf } from '@/lib/api-client';
import { describe, type MetaHandle } from '@/lib/page-meta';
import { notFound, orNotFound } from '@/lib/route-data';
import { formatDate, othersThan, youtubeIds } from '@/lib/site-format';

// A service (/services/{id}) and a news or support article (/blogs/{id}) share one page: content, embedded
// videos and up to 4 others of its own type, never the current one.

interface ArticlePageData {
  article: Article;
  related: ListedArticle[];
}

export const serviceLoader = async ({ params, context }: LoaderFunctionArgs): Promise<ArticlePageData> => {
  const api = apiOf(context);
  const [article, services] = await Promise.all([
    orNotFound(getArticleByPath(api, params.articlePath!)),
    getServices(api),
  ]);
  if (article.articleType !== ARTICLE_TYPE.service) throw notFound();
  return { article, related: othersThan(services, article.id) };
};

/**
 * A news article lists other news; a support article other support articles: the first page of each list, read
 * beside the article, holds the newest few whichever it is.
 */
export const blogArticleLoader = async ({ params, context }: LoaderFunctionArgs): Promise<ArticlePageData> => {
  const api = apiOf(context);
  const [article, news, support] = await Promise.all([
    orNotFound(getArticleByPath(api, params.articlePath!)),
    getListedArticles(api, { type: 'news' }),
    getListedArticles(api, { type: 'support' }),
  ]);
  if (article.articleType === ARTICLE_TYPE.service) throw notFound();
  const sameType = article.articleType === ARTICLE_TYPE.news ? news : support;
  return { article, related: othersThan(sameType.articles, article.id) };
};

/** Each type's list: its name (the breadcrumb's) and its section of others on an article's page. */
const LISTS: Record<number, { label: string; others: string; none: string }> = {
  [ARTICLE_TYPE.service]: { label: 'Dịch vụ', others: 'Dịch vụ khác', none: 'Chưa có dịch vụ khác.' },
  [ARTICLE_TYPE.support]: {
    label: 'Hỗ trợ kỹ thuật',
    others: 'Hỗ trợ kỹ thuật khác',
    none: 'Chưa có bài hỗ trợ kỹ thuật khác.',
  },
  [ARTICLE_TYPE.news]: { label: 'Tin tức', others: 'Tin tức khác', none: 'Chưa có tin tức khác.' },
};

/** The list an article belongs to, by its type: services, support, news. */
const listOf = (article: Article) => ({
  ...(LISTS[article.articleType] ?? LISTS[ARTICLE_TYPE.news]!),
  path: paths.articleList(article.articleType),
});

const coverOf = (article: Article): string | undefined =>
  article.outerImagePath || article.outerImage?.urlPath || undefined;

export const articleHandle: MetaHandle = {
  meta: (data) => {
    const { article } = data as ArticlePageData;
    const cover = coverOf(article);
    const list = listOf(article);
    return {
      title: article.headerText,
      description: describe(article.summaryText),
      path: paths.article(article),
      kind: 'article',
      image: cover,
      // The cover above the text is the page's largest image, shown with priority.
      lcpImage: cover ? { url: cover, sizes: IMAGE_SIZES.articleCover } : undefined,
      parents: [{ name: list.label, path: list.path }],
      about: {
        type: article.articleType === ARTICLE_TYPE.news ? 'NewsArticle' : 'Article',
        headline: article.headerText,
        description: article.summaryText,
        image: cover,
        datePublished: article.createdAt,
        dateModified: article.updatedAt,
      },
    };
  },
};

const ArticleDetail = ({ kind }: { kind: 'service' | 'blog' }) => {
  const { article, related } = useLoaderData<typeof serviceLoader>();
  const videos = youtubeIds(article.videos);
  const list = listOf(article);
  const cover = coverOf(article);
  return (
    <div className="container page-body">
      <Breadcrumb
        items={[
          { label: 'Trang chủ', to: paths.home },
          { label: list.label, to: list.path },
          { label: article.headerText },
        ]}
      />
      <article className="article-detail">
        <header>
          <h1>{article.headerText}</h1>
          <p className="card__meta">Cập nhật: {formatDate(article.updatedAt)}</p>
          <p className="article-detail__summary">{article.summaryText}</p>
        </header>
        {cover && (
          <SiteImage
            className="article-detail__cover"
            src={cover}
            alt=""
            width={1200}
            height={675}
            sizes={IMAGE_SIZES.articleCover}
            priority
          />
        )}
        <RichHtml html={article.contentData} />
        {videos.map((id, index) => (
          <YoutubeVideo key={id} id={id} title={`${article.headerText} — video ${index + 1}`} />
        ))}
        {kind === 'service' && (
          <div className="article-detail__cta">
            <p>Cần tư vấn về dịch vụ này?</p>
            <Link className="button button--accent button--large" to={paths.contact}>
              Liên hệ với chúng tôi
            </Link>
          </div>
        )}
      </article>
      <section className="related" aria-labelledby="related-heading">
        <h2 id="related-heading">{list.others}</h2>
        <ArticleGrid eager={false} articles={related} empty={list.none} />
      </section>
    </div>
  );
};

export const ServicePage = () => <ArticleDetail kind="service" />;
export const BlogArticlePage = () => <ArticleDetail kind="blog" />;
