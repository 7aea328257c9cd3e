import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { MountingTemperatureTool } from '@/features/tools/components/mounting-temperature-tool';
import { configuredOr, toolCrumbs, toolHandle } from '@/features/tools/tool-pages';

const TITLE = 'Nhiệt độ gia nhiệt lắp vòng bi';

export const mountingTemperatureHandle = toolHandle({
  title: TITLE,
  description:
    'Tính nhiệt độ cần gia nhiệt vòng bi để lắp theo độ dôi (α = 11 × 10⁻⁶/K), với giới hạn 120 °C cho vòng bi hở và 80 °C cho vòng bi có phớt.',
  path: paths.mountingTemperature,
});

export const MountingTemperaturePage = () => {
  const { value } = useConfiguration();
  return (
    <MountingTemperatureTool
      crumbs={toolCrumbs(TITLE)}
      service={{
        title: 'Gia nhiệt và lắp đặt vòng bi',
        text: 'Chúng tôi lắp vòng bi bằng máy gia nhiệt cảm ứng có kiểm soát nhiệt độ, hoặc bằng dụng cụ thủy lực cho vòng bi lớn.',
        links: [
          {
            label: 'Xem dịch vụ lắp đặt',
            href: configuredOr(value(CONFIG_KEY.NAV_DV_4), paths.services),
            primary: true,
          },
          {
            label: 'Máy gia nhiệt cảm ứng',
            href: configuredOr(value(CONFIG_KEY.NAV_CCBD_1), paths.productsMaintain),
          },
        ],
        phone: value(CONFIG_KEY.PHONE),
      }}
    />
  );
};
