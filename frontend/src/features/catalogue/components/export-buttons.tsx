import type { ExportFormat } from '@vongbi/functions/contract/catalogue-import';
import { API_PREFIX } from '@vongbi/functions/contract/site-addresses';

const exportUrl = (format: ExportFormat) => `${API_PREFIX}/catalogue/export/${format}`;

/**
 * The whole catalogue as a file: plain links, so the browser downloads the answer itself (the session cookie goes
 * with a same-site navigation) and names it as the server says.
 */
export const ExportButtons = () => (
  <>
    <a className="button button--ghost" href={exportUrl('xlsx')} download>
      Xuất Excel
    </a>
    <a className="button button--ghost" href={exportUrl('csv')} download>
      Xuất CSV
    </a>
  </>
);
