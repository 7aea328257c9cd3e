import { useCallback, useEffect, useState } from 'react';
import {
  REVISIONS_KEPT,
  RICH_REVISION_FIELDS,
  type RevisionEntity,
  type RevisionEntry,
} from '@vongbi/functions/contract';
import { messages } from '@vongbi/functions/contract/messages';
import { FormMessage } from '@/components/form/form-message';
import { formatDateTime } from '@/components/ui/data-table';
import { ApiError } from '@/lib/api-client';
import { getRevision } from '../api/get-revision';
import { getRevisions } from '../api/get-revisions';
import { restoreRevision } from '../api/restore-revision';
import type { DescribeValue } from '../field-values';
import { OtherPathForm } from './other-path-form';
import { RevisionCompare } from './revision-compare';

interface HistoryPanelProps {
  entity: RevisionEntity;
  id: number | string;
  /** The record as the screen shows it now: compared with a revision, and its version pins the restore. */
  current: { updatedAt: string };
  /** The field holding the record's path, when it has one: a restore onto a taken path offers another. */
  pathField?: string;
  /** Fields holding HTML, compared as text (by default the entities' rich fields). */
  isRich?(field: string): boolean;
  describe?: DescribeValue;
  /**
   * After a restore, with the record as the restore answered it (or, for a newer version than the screen's,
   * nothing): the screen shows the record again (a new version, a new form).
   */
  onRestored(restored?: unknown): void | Promise<unknown>;
  /** The panel's heading; "Lịch sử" by default. */
  title?: string;
}

interface Failure {
  message: string;
  code?: string;
}

const failureOf = (error: unknown): Failure =>
  error instanceof ApiError ? { message: error.message, code: error.code } : { message: messages.internal };

/** A lost session is the admin layout's to handle. */
const sessionLost = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * "Lịch sử": each save of the record (who, when, which fields), newest first; a revision beside the current
 * version; and "Khôi phục" with a confirmation, which brings it back as a save of its own (the current version
 * is kept as a revision too).
 */
export const HistoryPanel = ({
  entity,
  id,
  current,
  pathField,
  isRich = (field) => RICH_REVISION_FIELDS.has(field),
  describe,
  onRestored,
  title = 'Lịch sử',
}: HistoryPanelProps) => {
  const [entries, setEntries] = useState<RevisionEntry[]>();
  const [shown, setShown] = useState<{ entry: RevisionEntry; state: Record<string, unknown> }>();
  const [busy, setBusy] = useState<number>();
  const [failure, setFailure] = useState<Failure>();
  const [notice, setNotice] = useState<string>();
  const [otherPath, setOtherPath] = useState<{ revision: number; proposed: string }>();

  const load = useCallback(() => {
    getRevisions(entity, id).then(setEntries, (error: unknown) => {
      if (!sessionLost(error)) setFailure(failureOf(error));
    });
  }, [entity, id]);
  // Again after each save of the record: its version is part of what the screen shows.
  useEffect(load, [load, current.updatedAt]);

  const stateOf = async (entry: RevisionEntry) =>
    shown?.entry.revision === entry.revision ? shown.state : getRevision(entity, id, entry.revision);

  const view = async (entry: RevisionEntry) => {
    setFailure(undefined);
    try {
      setShown({ entry, state: await stateOf(entry) });
    } catch (error) {
      if (!sessionLost(error)) setFailure(failureOf(error));
    }
  };

  const restore = async (entry: RevisionEntry, path?: string) => {
    const question = `Khôi phục bản #${entry.revision}? Bản hiện tại vẫn được giữ lại trong lịch sử.`;
    if (path === undefined && !window.confirm(question)) return;
    setBusy(entry.revision);
    setFailure(undefined);
    setNotice(undefined);
    try {
      const restored = await restoreRevision(entity, id, entry.revision, {
        updatedAt: current.updatedAt,
        ...(path === undefined ? {} : { path }),
      });
      setShown(undefined);
      setOtherPath(undefined);
      // Said once the screen shows the restored version.
      await onRestored(restored);
      setNotice(`Đã khôi phục bản #${entry.revision}.`);
    } catch (error) {
      if (sessionLost(error)) return;
      if (error instanceof ApiError && error.code === 'PATH_TAKEN' && pathField) {
        const state = await stateOf(entry).catch(() => undefined);
        setOtherPath({ revision: entry.revision, proposed: `${String(state?.[pathField] ?? '')}-cu` });
      }
      setFailure(failureOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="panel history" aria-labelledby={`history-${entity}-${id}`}>
      <div className="panel__header">
        <h2 className="page-title" id={`history-${entity}-${id}`}>
          {title}
        </h2>
        <span className="muted history__kept">Giữ {REVISIONS_KEPT} lần lưu gần nhất</span>
      </div>
      <p className="section-note">
        Mỗi dòng là một lần lưu: ai lưu, lúc nào, sửa những gì. “Xem” đặt nội dung trước lần lưu đó cạnh bản hiện tại;
        “Khôi phục” đưa nội dung đó trở lại.
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <FormMessage state={failure ?? {}} onReload={() => void onRestored()} />
      {entries === undefined && !failure && <p className="muted">Đang tải…</p>}
      {entries?.length === 0 && <p className="empty">Chưa có lần lưu nào từ khi tạo.</p>}
      {entries && entries.length > 0 && (
        <ol className="history__list">
          {entries.map((entry) => (
            <li
              key={entry.revision}
              className={`history__item${shown?.entry.revision === entry.revision ? ' history__item--shown' : ''}`}
            >
              <div className="history__meta">
                <strong>#{entry.revision}</strong>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span>{entry.username}</span>
              </div>
              <p className="history__summary">{entry.summary}</p>
              {entry.hasRecord && (
                <span className="history__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`Xem bản #${entry.revision}`}
                    onClick={() => void view(entry)}
                  >
                    Xem
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`Khôi phục bản #${entry.revision}`}
                    disabled={busy !== undefined}
                    onClick={() => void restore(entry)}
                  >
                    {busy === entry.revision ? 'Đang khôi phục…' : 'Khôi phục'}
                  </button>
                </span>
              )}
              {otherPath?.revision === entry.revision && (
                <OtherPathForm
                  proposed={otherPath.proposed}
                  busy={busy !== undefined}
                  onRestore={(path) => void restore(entry, path)}
                  onCancel={() => setOtherPath(undefined)}
                />
              )}
              {shown?.entry.revision === entry.revision && (
                <RevisionCompare
                  entity={entity}
                  entry={shown.entry}
                  state={shown.state}
                  current={current as Record<string, unknown>}
                  isRich={isRich}
                  describe={describe}
                  busy={busy !== undefined}
                  onRestore={() => void restore(shown.entry)}
                  onClose={() => setShown(undefined)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
