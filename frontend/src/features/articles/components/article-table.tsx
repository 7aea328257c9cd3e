import { Link } from 'react-router-dom';
import type { Article } from '@vongbi/functions/contract';
import { DataTable, editDeleteColumn, formatDateTime, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { articleTypeLabel } from '../article-types';

interface ArticleTableProps {
  articles: Article[];
  onDelete(article: Article): void;
}

export const ArticleTable = ({ articles, onDelete }: ArticleTableProps) => {
  const columns: Column<Article>[] = [
    { header: 'Mã', cell: (article) => article.id, className: 'cell--nowrap' },
    {
      header: 'Tiêu đề',
      cell: (article) => <Link to={adminPaths.article(article.id)}>{article.headerText}</Link>,
      className: 'cell--name',
    },
    { header: 'Đường dẫn', cell: (article) => article.articlePath, className: 'cell--path' },
    { header: 'Tóm tắt', cell: (article) => article.summaryText, className: 'cell--clamp' },
    { header: 'Loại', cell: (article) => articleTypeLabel(article.articleType), className: 'cell--nowrap' },
    { header: 'Cập nhật', cell: (article) => formatDateTime(article.updatedAt), className: 'cell--nowrap' },
    editDeleteColumn((article) => adminPaths.article(article.id), onDelete),
  ];
  return (
    <DataTable
      label="bài viết"
      rows={articles}
      columns={columns}
      rowKey={(article) => article.id}
      nameOf={(article) => article.headerText}
      updatedAtOf={(article) => article.updatedAt}
      emptyText="Chưa có bài viết nào"
    />
  );
};
