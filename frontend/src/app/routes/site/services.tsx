import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { getServices } from '@/features/articles/api/get-services';
import { ArticleGrid } from '@/features/articles/components/article-cards';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';

export const servicesLoader = ({ context }: LoaderFunctionArgs) => getServices(apiOf(context));

export const servicesHandle: MetaHandle = {
  meta: () => ({
    title: 'Dịch vụ',
    description: 'Đo phân tích rung động, căn chỉnh đồng tâm trục, sửa chữa hộp số, gia nhiệt và lắp đặt vòng bi.',
    path: paths.services,
  }),
};

export const ServicesPage = () => (
  <>
    <PageBanner title="Dịch vụ kỹ thuật" lead="Kỹ sư được Schaeffler đào tạo, hỗ trợ tận nơi trên toàn quốc" />
    <div className="container page-body">
      <ArticleGrid articles={useLoaderData<typeof servicesLoader>()} empty="Chưa có dịch vụ nào." />
    </div>
  </>
);
