import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { PageBanner } from '@/components/ui/page-banner';
import { RichHtml } from '@/components/ui/rich-html';
import { paths } from '@/config/paths';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getPageText } from '@/features/configuration/api/get-configuration';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';

export const aboutUsLoader = ({ context }: LoaderFunctionArgs) => getPageText(apiOf(context), CONFIG_KEY.ABOUT_US);

export const aboutUsHandle: MetaHandle = {
  meta: () => ({
    title: 'Về chúng tôi',
    description:
      'Vòng bi Việt: nhà phân phối ủy quyền Schaeffler (FAG, INA, LUK), NMB và mỡ bôi trơn Bechem tại Việt Nam từ tháng 8/2011.',
    path: paths.aboutUs,
  }),
};

export const AboutUsPage = () => {
  const text = useLoaderData<typeof aboutUsLoader>()?.value ?? '';
  return (
    <>
      <PageBanner title="Về chúng tôi" lead="Nhà phân phối ủy quyền vòng bi và dịch vụ bảo trì từ tháng 8/2011" />
      <div className="container page-body page-body--narrow">
        <RichHtml html={text} />
      </div>
    </>
  );
};
