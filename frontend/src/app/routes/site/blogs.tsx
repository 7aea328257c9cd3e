import type { ListedArticle, ListedArticles } from '@vongbi/functions/contract';
import { BLOG_FILTER } from '@vongbi/functions/contract/site-addresses';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { getListedArticles } from '@/features/articles/api/get-listed-articles';
import { NewsBlock } from '@/features/articles/components/article-cards';
import { ListedArticleGrid } from '@/features/articles/components/listed-articles';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';
import { notFound } from '@/lib/route-data';

// /blogs lists news and support articles under a block of the latest news; ?type=news and ?type=support
// narrow it. Any other type is not a page of this site. Each list is published a page at a time
// (GetListedArticles); the visitor asks for the next.

type BlogKind = 'all' | 'news' | 'support';

interface BlogsData {
  kind: BlogKind;
  /** The list's first page, and how many articles it holds. */
  listed: ListedArticles;
  latestNews: ListedArticle[];
}

const HEADINGS: Record<BlogKind, { path: string; title: string; lead: string; empty: string }> = {
  all: {
    path: paths.blogs,
    title: 'Tin tức & Hỗ trợ kỹ thuật',
    lead: 'Tin hoạt động, sản phẩm mới và kiến thức bảo trì vòng bi',
    empty: 'Chưa có bài viết nào.',
  },
  news: {
    path: paths.news,
    title: 'Tin tức',
    lead: 'Hoạt động của Vòng bi Việt và tin mới từ Schaeffler, NMB, Bechem',
    empty: 'Chưa có tin tức nào.',
  },
  support: {
    path: paths.support,
    title: 'Hỗ trợ kỹ thuật',
    lead: 'Hướng dẫn chọn, lắp đặt, bôi trơn và bảo quản vòng bi',
    empty: 'Chưa có bài hỗ trợ kỹ thuật nào.',
  },
};

export const blogsLoader = async ({ request, context }: LoaderFunctionArgs): Promise<BlogsData> => {
  const api = apiOf(context);
  const type = new URL(request.url).searchParams.get(BLOG_FILTER.parameter);
  if (type === 'news' || type === 'support') {
    return { kind: type, listed: await getListedArticles(api, { type }), latestNews: [] };
  }
  if (type !== null) throw notFound();
  const [listed, news] = await Promise.all([getListedArticles(api, {}), getListedArticles(api, { type: 'news' })]);
  return { kind: 'all', listed, latestNews: news.articles.slice(0, 3) };
};

export const blogsHandle: MetaHandle = {
  meta: (data) => {
    const heading = HEADINGS[(data as BlogsData | undefined)?.kind ?? 'all'];
    return { title: heading.title, description: heading.lead, path: heading.path };
  },
};

export const BlogsPage = () => {
  const { kind, listed, latestNews } = useLoaderData<typeof blogsLoader>();
  const heading = HEADINGS[kind];
  return (
    <>
      <PageBanner title={heading.title} lead={heading.lead} />
      <div className="container page-body">
        {kind === 'all' && (
          <section className="home-section" aria-labelledby="latest-news">
            <h2 id="latest-news" className="section-title">
              Tin mới nhất
            </h2>
            <NewsBlock news={latestNews} priority />
          </section>
        )}
        <section aria-label={heading.title}>
          {kind === 'all' && <h2 className="section-title">Tất cả bài viết</h2>}
          <ListedArticleGrid
            key={kind}
            type={kind === 'all' ? undefined : kind}
            listed={listed}
            empty={heading.empty}
            eager={kind !== 'all'}
          />
        </section>
      </div>
    </>
  );
};
