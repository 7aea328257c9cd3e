import type { Article } from '@vongbi/functions/contract';
import { BLOG_FILTER } from '@vongbi/functions/contract/site-addresses';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { getArticles } from '@/features/articles/api/get-articles';
import { getPosts } from '@/features/articles/api/get-posts';
import { getSupportArticles } from '@/features/articles/api/get-support-articles';
import { ArticleGrid, NewsBlock } from '@/features/articles/components/article-cards';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';
import { notFound } from '@/lib/route-data';

// /blogs lists news and support articles under a block of the latest news; ?type=news and ?type=support
// narrow it. Any other type is not a page of this site.

type BlogKind = 'all' | 'news' | 'support';

interface BlogsData {
  kind: BlogKind;
  articles: Article[];
  latestNews: Article[];
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
  if (type === 'news') return { kind: 'news', articles: await getPosts(api), latestNews: [] };
  if (type === 'support') return { kind: 'support', articles: await getSupportArticles(api), latestNews: [] };
  if (type !== null) throw notFound();
  const [articles, news] = await Promise.all([getArticles(api), getPosts(api)]);
  return { kind: 'all', articles, latestNews: news.slice(0, 3) };
};

export const blogsHandle: MetaHandle = {
  meta: (data) => {
    const heading = HEADINGS[(data as BlogsData | undefined)?.kind ?? 'all'];
    return { title: heading.title, description: heading.lead, path: heading.path };
  },
};

export const BlogsPage = () => {
  const { kind, articles, latestNews } = useLoaderData<typeof blogsLoader>();
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
          <ArticleGrid articles={articles} empty={heading.empty} eager={kind !== 'all'} />
        </section>
      </div>
    </>
  );
};
