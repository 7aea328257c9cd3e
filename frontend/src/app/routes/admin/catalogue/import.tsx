import { Link } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { ExportButtons } from '@/features/catalogue/components/export-buttons';
import { ImportScreen } from '@/features/catalogue/components/import-screen';

export const CatalogueImportPage = () => (
  <section className="panel">
    <div className="panel__header">
      <h1 className="page-title">Nhập sản phẩm từ tệp</h1>
      <span className="panel__actions">
        <ExportButtons />
      </span>
    </div>
    <p className="breadcrumb">
      <Link to={adminPaths.products}>Tất cả danh mục</Link> › Nhập từ tệp
    </p>
    <ImportScreen />
  </section>
);
