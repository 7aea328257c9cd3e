import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { paths } from '@/config/paths';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { BearingFrequenciesTool } from '@/features/tools/components/bearing-frequencies-tool';
import { configuredOr, toolCrumbs, toolHandle } from '@/features/tools/tool-pages';

const TITLE = 'Tần số hư hỏng vòng bi';

export const bearingFrequenciesHandle = toolHandle({
  title: TITLE,
  description:
    'Tính tần số hư hỏng vòng bi FTF, BPFO, BPFI, BSF (Hz và bội số tốc độ trục) từ tốc độ, số con lăn và kích thước, kèm công thức và ví dụ.',
  path: paths.bearingFrequencies,
});

export const BearingFrequenciesPage = () => {
  const { value } = useConfiguration();
  return (
    <BearingFrequenciesTool
      crumbs={toolCrumbs(TITLE)}
      service={{
        title: 'Đo phân tích rung động',
        text: 'Kỹ sư của Vòng bi Việt đo rung tại máy, đọc phổ và chỉ ra vòng bi sắp hỏng trước khi máy phải dừng.',
        links: [
          {
            label: 'Xem dịch vụ đo rung',
            href: configuredOr(value(CONFIG_KEY.NAV_DV_1), paths.services),
            primary: true,
          },
          { label: 'Liên hệ kỹ sư', href: paths.contact },
        ],
        phone: value(CONFIG_KEY.PHONE),
      }}
    />
  );
};
