import { useMemo, useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@vongbi/functions/contract/audit';
import { messages } from '@vongbi/functions/contract/messages';
import { FormMessage } from '@/components/form/form-message';
import { adminPaths } from '@/config/admin-screens';
import { getAuditEntries } from '@/features/audit/api/get-audit-entries';
import { filterProblems, readAuditFilter, type AuditFilter } from '@/features/audit/audit-filter';
import { vietnamToday } from '@/features/audit/audit-time';
import { AuditFilters } from '@/features/audit/components/audit-filters';
import { AuditTable } from '@/features/audit/components/audit-table';
import { getStaff } from '@/features/staff/api/get-staff';
import { ApiError } from '@/lib/api-client';

interface AuditScreen {
  filter: AuditFilter;
  people: { username: string; displayName: string }[];
  /** The first page; more come with "Xem thêm". */
  entries: AuditEntry[];
  /** A filter the server (or the screen) refused, said on its fields; the page is then empty. */
  refused?: { message: string; fields: Record<string, string> };
}

/** The filter from the address, the accounts to choose from, and the newest page of entries matching. */
export const auditLoader = async ({ request }: LoaderFunctionArgs): Promise<AuditScreen> => {
  const filter = readAuditFilter(new URL(request.url).searchParams);
  const problems = filterProblems(filter);
  const [accounts, page] = await Promise.all([
    getStaff(),
    Object.keys(problems).length > 0
      ? { message: messages.validation, fields: problems }
      : getAuditEntries(filter).catch((error: unknown) => {
          // A 400 on a filter is the form's to show; anything else is the screen's error.
          if (error instanceof ApiError && error.status === 400)
            return { message: error.message, fields: error.fields };
          throw error;
        }),
  ]);
  const people = accounts.map(({ username, displayName }) => ({ username, displayName }));
  return Array.isArray(page) ? { filter, people, entries: page } : { filter, people, entries: [], refused: page };
};

/** The pages after the first, loaded on demand; a new filter (a new first page) starts over. */
const useMorePages = (filter: AuditFilter, first: AuditEntry[]) => {
  const [more, setMore] = useState<{ first: AuditEntry[]; entries: AuditEntry[]; done: boolean }>();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const current = more?.first === first ? more : { first, entries: [], done: first.length < AUDIT_PAGE_SIZE };
  const entries = [...first, ...current.entries];
  const loadMore = async () => {
    setLoading(true);
    setFailure(undefined);
    try {
      const page = await getAuditEntries(filter, entries.at(-1)?.id);
      setMore({ first, entries: [...current.entries, ...page], done: page.length < AUDIT_PAGE_SIZE });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(error instanceof ApiError ? error.message : messages.internal);
      }
    } finally {
      setLoading(false);
    }
  };
  return { entries, done: current.done, loading, failure, loadMore };
};

export const AuditPage = () => {
  const { filter, people, entries: first, refused } = useLoaderData<typeof auditLoader>();
  const [, setSearch] = useSearchParams();
  const pages = useMorePages(filter, first);
  const names = useMemo(() => new Map(people.map((person) => [person.username, person.displayName])), [people]);
  const filtered = Object.keys(filter).length > 0;
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Nhật ký thay đổi</h1>
      </div>
      <p className="section-note">
        Mọi thao tác của nhân viên (tạo, sửa, xóa, tải ảnh lên, lưu cấu hình, đăng nhập, đổi mật khẩu), mới nhất trước.
        Nhật ký được giữ 365 ngày.
      </p>
      <AuditFilters
        filter={filter}
        people={people}
        today={vietnamToday()}
        fields={refused?.fields ?? {}}
        clearHref={adminPaths.audit}
        onApply={(query) => setSearch(query)}
      />
      {refused && <FormMessage state={refused} />}
      <AuditTable
        entries={pages.entries}
        names={names}
        emptyText={filtered ? 'Không có thao tác nào khớp bộ lọc.' : 'Nhật ký chưa có thao tác nào.'}
      />
      <div className="pager">
        <span className="data-table__count" role="status">
          {pages.entries.length > 0 &&
            `${pages.entries.length.toLocaleString('vi-VN')} mục${pages.done ? ', đã hết' : ''}`}
        </span>
        {!pages.done && (
          <button
            type="button"
            className="button button--ghost"
            disabled={pages.loading}
            onClick={() => void pages.loadMore()}
          >
            {pages.loading ? 'Đang tải…' : 'Xem thêm'}
          </button>
        )}
        {pages.failure && <p className="form-error">{pages.failure}</p>}
      </div>
    </section>
  );
};
