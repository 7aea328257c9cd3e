// Each public route names its page's title and meta description through its `handle`, computed from its
// loader data: the browser sets them after every navigation, the server entry writes them into the HTML.

export interface PageMeta {
  title: string;
  description?: string;
}

export interface MetaHandle {
  meta(data: unknown): PageMeta;
}

export const SITE_NAME = 'Vòng bi Việt';
export const DEFAULT_DESCRIPTION =
  'Nhà phân phối ủy quyền vòng bi FAG, INA, LUK, NMB, mỡ bôi trơn Bechem và dịch vụ bảo trì công nghiệp tại Việt Nam.';
export const NOT_FOUND_META: PageMeta = {
  title: 'Không tìm thấy trang',
  description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
};

const hasMeta = (handle: unknown): handle is MetaHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as MetaHandle).meta === 'function';

/** The deepest matched route that names a page wins. */
export const resolvePageMeta = (matches: readonly { handle: unknown; data: unknown }[]): PageMeta => {
  for (const match of [...matches].reverse()) {
    if (hasMeta(match.handle)) return match.handle.meta(match.data);
  }
  return { title: SITE_NAME };
};

export const documentTitle = (meta: PageMeta): string =>
  meta.title === SITE_NAME ? meta.title : `${meta.title} | ${SITE_NAME}`;

/** A meta description from plain text: one line, at most about 160 characters. */
export const describe = (text: string | null | undefined): string => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line === '') return DEFAULT_DESCRIPTION;
  return line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
};
