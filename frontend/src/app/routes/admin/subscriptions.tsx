import { useLoaderData } from 'react-router-dom';
import type { Subscription } from '@vongbi/functions/contract';
import { DataTable, formatDateTime, type Column } from '@/components/ui/data-table';
import { getSubscriptions } from '@/features/subscriptions/api/get-subscriptions';

export const subscriptionsLoader = () => getSubscriptions();

export const SubscriptionsPage = () => {
  const subscriptions = useLoaderData<typeof subscriptionsLoader>();
  const columns: Column<Subscription & { number: number }>[] = [
    { header: 'STT', cell: (row) => row.number, className: 'cell--nowrap' },
    {
      header: 'E-mail',
      cell: (row) => <a href={`mailto:${row.emailValue}`}>{row.emailValue}</a>,
      className: 'cell--name',
    },
    { header: 'Ngày đăng ký', cell: (row) => formatDateTime(row.createdAt), className: 'cell--nowrap' },
  ];
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Đăng ký nhận tin</h1>
      </div>
      <DataTable
        label="đăng ký"
        rows={subscriptions.map((subscription, index) => ({ ...subscription, number: index + 1 }))}
        columns={columns}
        rowKey={(row) => row.id}
        nameOf={(row) => row.emailValue}
        updatedAtOf={(row) => row.createdAt}
        emptyText="Chưa có ai đăng ký"
      />
    </section>
  );
};
