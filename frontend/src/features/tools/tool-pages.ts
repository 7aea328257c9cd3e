import type { Crumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import type { MetaHandle } from '@/lib/page-meta';

// What the three helpers' pages share: their place below home (with the technical-support articles, where a
// buyer looks for help with a bearing), and a head that names each as a free calculator.

const SUPPORT = { name: 'Hỗ trợ kỹ thuật', path: paths.support };

export const toolCrumbs = (title: string): Crumb[] => [
  { label: 'Trang chủ', to: paths.home },
  { label: SUPPORT.name, to: SUPPORT.path },
  { label: title },
];

export const toolHandle = ({ title, description, path }: { title: string; description: string; path: string }) =>
  ({
    meta: () => ({
      title,
      description,
      path,
      parents: [SUPPORT],
      about: { type: 'WebApplication', name: title, description },
    }),
  }) satisfies MetaHandle;

/** A configured link (a menu slot), or the list it belongs to while staff have left it empty. */
export const configuredOr = (value: string | undefined, fallback: string): string => value?.trim() || fallback;
