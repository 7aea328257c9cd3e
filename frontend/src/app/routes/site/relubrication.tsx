import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { RelubricationTool } from '@/features/tools/components/relubrication-tool';
import { configuredOr, toolCrumbs, toolHandle } from '@/features/tools/tool-pages';

const TITLE = 'Chu kỳ và lượng mỡ bổ sung';

export const relubricationHandle = toolHandle({
  title: TITLE,
  description:
    'Ước tính chu kỳ tra mỡ (giờ vận hành) và lượng mỡ bổ sung (gam) cho vòng bi cầu, đũa, kim, tang trống, côn và chặn, kèm công thức và ví dụ.',
  path: paths.relubrication,
});

export const RelubricationPage = () => {
  const { value } = useConfiguration();
  const greases = configuredOr(value(CONFIG_KEY.NAV_SP_6), paths.products);
  return (
    <RelubricationTool
      crumbs={toolCrumbs(TITLE)}
      greases={greases}
      service={{
        title: 'Giải pháp bôi trơn',
        text: 'Mỡ Bechem chính hãng, bộ tra mỡ tự động và kỹ sư lập lịch bôi trơn cho cả dây chuyền của bạn.',
        links: [
          {
            label: 'Xem giải pháp bôi trơn',
            href: configuredOr(value(CONFIG_KEY.NAV_CCBD_3), paths.productsMaintain),
            primary: true,
          },
          { label: 'Mỡ bôi trơn Bechem', href: greases },
        ],
        phone: value(CONFIG_KEY.PHONE),
      }}
    />
  );
};
