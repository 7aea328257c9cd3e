import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { StaffConfigItem } from '@vongbi/functions/contract';
import { RICH_CONFIG_KEYS } from '@vongbi/functions/contract/configuration';
import { messages } from '@vongbi/functions/contract/messages';
import { FormMessage } from '@/components/form/form-message';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { paths } from '@/config/paths';
import { getAllArticles } from '@/features/articles/api/get-all-articles';
import {
  CONFIG_GROUPS,
  CONFIG_KEYS,
  configFieldId,
  configKeyInfo,
  slotOptions,
  slotPageExists,
  type ConfigKeyInfo,
  type SlotKind,
  type SlotSources,
} from '@/features/configuration/config-keys';
import { getStaffConfiguration } from '@/features/configuration/api/get-staff-configuration';
import { saveConfiguration } from '@/features/configuration/api/save-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { pagesOfSave } from '@/features/configuration/configuration-marks';
import { getAllOuterProducts } from '@/features/outer-products/api/get-all-outer-products';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { HistoryPanel } from '@/features/revisions/components/history-panel';
import { getVideos } from '@/features/videos/api/get-videos';
import { ApiError, browserApi } from '@/lib/api-client';
import { mayOpen } from './access';
import { useAdminSession } from './session';

/** A key as the screen holds it: stored (with its version), or known to the site but not yet in the store. */
interface ConfigRow {
  configKey: string;
  label: string;
  value: string;
  updatedAt?: string;
  /** Known to the site but absent from the store: saved only once staff fill it. */
  missing: boolean;
}

const OTHER_GROUP = { id: 'other', title: 'Khác' } as const;

const failureOf = (caught: unknown) =>
  caught instanceof ApiError ? { message: caught.message, code: caught.code } : { message: messages.internal };

const groupOf = (key: string): string => configKeyInfo(key)?.group ?? OTHER_GROUP.id;

/** Stored keys in the screen's order, then the known keys the store lacks, then keys the site no longer names. */
const rowsOf = (loaded: StaffConfigItem[], ownerView: boolean): ConfigRow[] => {
  const stored = new Map(loaded.map((item) => [item.configKey, item]));
  const visible = (key: string) => ownerView || RICH_CONFIG_KEYS.has(key);
  const known = CONFIG_KEYS.filter((info) => !info.ownScreen && visible(info.key)).map((info): ConfigRow => {
    const item = stored.get(info.key);
    return item
      ? { configKey: item.configKey, label: item.label, value: item.value, updatedAt: item.updatedAt, missing: false }
      : { configKey: info.key, label: info.label, value: '', missing: true };
  });
  const unknown = loaded
    .filter((item) => !configKeyInfo(item.configKey) && visible(item.configKey))
    .map(({ configKey, label, value, updatedAt }): ConfigRow => ({
      configKey,
      label,
      value,
      updatedAt,
      missing: false,
    }));
  return [...known, ...unknown];
};

/** What a save sends: every stored key with the version it was loaded with, and the missing keys staff filled. */
const toSave = (rows: ConfigRow[]) =>
  rows
    .filter((row) => !row.missing || row.value.trim() !== '')
    .map(({ configKey, label, value, updatedAt }) => ({
      configKey,
      label,
      value,
      ...(updatedAt ? { updatedAt } : {}),
    }));

/** The server names a failed item by its position (`3.value`); the screen shows it next to that key. */
const fieldsByKey = (sent: { configKey: string }[], fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([field, message]) => {
      const item = sent[Number(field.split('.')[0])];
      return item ? [[item.configKey, message]] : [];
    }),
  );

const loadSources = async (): Promise<SlotSources> => {
  const [outerProducts, articles, videos] = await Promise.all([
    getAllOuterProducts(),
    getAllArticles(),
    getVideos(browserApi),
  ]);
  return { outerProducts, articles, videos };
};

const OTHER_CATEGORY_TYPE: Partial<Record<SlotKind, { kind: SlotKind; title: string }>> = {
  productCategory: { kind: 'toolCategory', title: 'Danh mục dụng cụ bảo dưỡng' },
  toolCategory: { kind: 'productCategory', title: 'Danh mục sản phẩm' },
};

interface SlotSelectProps {
  id: string;
  name: string;
  kind: SlotKind;
  value: string;
  sources: SlotSources;
  describedBy?: string;
  onChange(value: string): void;
}

/** A page slot chosen from the site's own records; the option's value is what the store holds today. */
const SlotSelect = ({ id, name, kind, value, sources, describedBy, onChange }: SlotSelectProps) => {
  const other = OTHER_CATEGORY_TYPE[kind];
  const exists = slotPageExists(kind, value, sources);
  return (
    <select
      id={id}
      name={name}
      value={value}
      aria-invalid={!exists || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">— Để trống —</option>
      {!exists && <option value={value}>Trang không còn tồn tại ({value})</option>}
      {slotOptions(kind, sources).map((option) => (
        <option key={option.value} value={option.value}>
          {option.title}
        </option>
      ))}
      {other && (
        <optgroup label={other.title}>
          {slotOptions(other.kind, sources).map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
};

/** The other keys holding the same fact, each a link to its field: changing this one leaves them unchanged. */
const AlsoIn = ({ info, shown }: { info: ConfigKeyInfo; shown: Set<string> }) => {
  const related = (info.alsoIn ?? []).filter((key) => shown.has(key));
  if (related.length === 0) return null;
  return (
    <p className="config-row__hint">
      Sửa ở đây không đổi:{' '}
      {related.map((key, index) => (
        <span key={key}>
          {index > 0 && ', '}
          <a href={`#${configFieldId(key)}`}>{configKeyInfo(key)!.label}</a>
        </span>
      ))}
      . Hãy sửa cả các mục đó nếu cùng thông tin.
    </p>
  );
};

export const AdminConfigurationPage = () => {
  const { merge } = useConfiguration();
  const watchPublish = useWatchPublish();
  const session = useAdminSession();
  // Only owners save every key; an editor may save the rich texts, of which this screen holds the contact text.
  const ownerView = session.role === 'owner';
  const { hash } = useLocation();
  const [rows, setRows] = useState<ConfigRow[]>();
  /** The records page slots are chosen from; null when they could not be loaded (slots are then typed). */
  const [sources, setSources] = useState<SlotSources | null>();
  const [saving, setSaving] = useState(false);
  /** The server's answer to a failed load or save: its message and code (STALE offers the newer version). */
  const [failure, setFailure] = useState<{ message: string; code?: string }>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  /** Each item as stored (what its history compares with and its restore pins), whatever the form holds. */
  const [stored, setStored] = useState<ReadonlyMap<string, StaffConfigItem>>(new Map());
  /** The key whose history is open. */
  const [historyOf, setHistoryOf] = useState<string>();
  useUnsavedChanges(dirty);

  const keep = (saved: readonly StaffConfigItem[]) =>
    setStored(
      (current) => new Map([...current, ...saved.map((item): [string, StaffConfigItem] => [item.configKey, item])]),
    );

  const load = useCallback(() => {
    getStaffConfiguration()
      .then((loaded) => {
        setRows(rowsOf(loaded, ownerView));
        setStored(new Map(loaded.map((item) => [item.configKey, item])));
        setDirty(false);
        setFailure(undefined);
      })
      .catch((caught: unknown) => setFailure(failureOf(caught)));
  }, [ownerView]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!ownerView) return;
    loadSources()
      .then(setSources)
      .catch(() => setSources(null));
  }, [ownerView]);

  // A link to one field (from the dashboard or a hint) lands on it once the screen has what it needs to draw it.
  const ready = rows !== undefined && (!ownerView || sources !== undefined);
  useEffect(() => {
    if (!ready || !hash) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    field?.scrollIntoView({ block: 'center' });
    if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) field.focus();
  }, [ready, hash]);

  /** A value brought back from its history: stored and shown, the other fields' edits left as they are. */
  const restored = (item: StaffConfigItem) => {
    merge([item]);
    keep([item]);
    setRows((current) =>
      current?.map((row) =>
        row.configKey === item.configKey
          ? { ...row, value: item.value, updatedAt: item.updatedAt, missing: false }
          : row,
      ),
    );
  };

  const setValue = (configKey: string, value: string) => {
    setRows((current) => current?.map((row) => (row.configKey === configKey ? { ...row, value } : row)));
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    setSaving(true);
    setFailure(undefined);
    setFieldErrors({});
    const sent = toSave(rows);
    try {
      // Each item carries the version it was loaded with: a newer save by someone else is a 409, not overwritten.
      const saved = await saveConfiguration(sent);
      // The values that changed, followed on the pages that show them (the home page for what every page shows).
      const before = new Map(sent.map((item) => [item.configKey, item.updatedAt]));
      for (const page of pagesOfSave(saved, before)) watchPublish(page);
      merge(saved);
      keep(saved);
      const versions = new Map(saved.map((item) => [item.configKey, item.updatedAt]));
      setRows((current) =>
        current?.map((row) => {
          const updatedAt = versions.get(row.configKey);
          return updatedAt ? { ...row, updatedAt, missing: false } : row;
        }),
      );
      setDirty(false);
      window.alert('Cập nhật cấu hình thành công');
    } catch (caught) {
      // A lost session is the admin layout's to handle; anything else stays here, values untouched.
      setFailure(failureOf(caught));
      if (caught instanceof ApiError) setFieldErrors(fieldsByKey(sent, caught.fields));
    } finally {
      setSaving(false);
    }
  };

  const shown = new Set(rows?.map((row) => row.configKey));
  const aboutUs = mayOpen(session.role, paths.admin.aboutUs);
  const groups = [...CONFIG_GROUPS, OTHER_GROUP].filter(
    (group) => (group.id === 'about' && aboutUs) || rows?.some((row) => groupOf(row.configKey) === group.id),
  );
  const brokenIn = (groupId: string) =>
    sources
      ? (rows ?? []).filter((row) => {
          const kind = configKeyInfo(row.configKey)?.slot;
          return groupOf(row.configKey) === groupId && kind && !slotPageExists(kind, row.value, sources);
        }).length
      : 0;

  const field = (row: ConfigRow) => {
    const info = configKeyInfo(row.configKey);
    const id = configFieldId(row.configKey);
    const broken = Boolean(sources && info?.slot && !slotPageExists(info.slot, row.value, sources));
    const placeId = `${id}-place`;
    return (
      <div className={`config-row ${broken ? 'config-row--broken' : ''}`} key={row.configKey}>
        <div className="config-row__meta">
          <label htmlFor={id}>{info?.label ?? row.label}</label>
          <span className="config-row__place" id={placeId}>
            {info?.place ?? row.label}
          </span>
          <code>{row.configKey}</code>
          {stored.has(row.configKey) && (
            <button
              type="button"
              className="config-row__history-toggle"
              aria-expanded={historyOf === row.configKey}
              aria-label={`Lịch sử: ${info?.label ?? row.label}`}
              onClick={() => setHistoryOf((open) => (open === row.configKey ? undefined : row.configKey))}
            >
              Lịch sử
            </button>
          )}
        </div>
        <div className="config-row__field">
          {info?.rich ? (
            <RichTextEditor
              // A value restored from its history is a new one for the editor.
              key={stored.get(row.configKey)?.updatedAt}
              id={id}
              initialValue={row.value}
              onChange={(html) => setValue(row.configKey, html)}
            />
          ) : info?.slot && sources ? (
            <SlotSelect
              id={id}
              name={row.configKey}
              kind={info.slot}
              value={row.value}
              sources={sources}
              describedBy={broken ? `${id}-broken` : placeId}
              onChange={(value) => setValue(row.configKey, value)}
            />
          ) : (
            // May be emptied: the contract allows "" (a missing link falls back to '#').
            <input
              id={id}
              name={row.configKey}
              value={row.value}
              aria-describedby={placeId}
              disabled={Boolean(info?.slot) && sources === undefined}
              onChange={(event) => setValue(row.configKey, event.target.value)}
            />
          )}
          {row.missing && <p className="config-row__hint">Mục này chưa có trên trang: điền rồi lưu để thêm.</p>}
          {broken && (
            <p className="config-row__warning" id={`${id}-broken`}>
              Trang mà mục này trỏ tới không còn tồn tại ({row.value}). Hãy chọn trang khác hoặc để trống.
            </p>
          )}
          {info && <AlsoIn info={info} shown={shown} />}
          {fieldErrors[row.configKey] && <p className="form-field__error">{fieldErrors[row.configKey]}</p>}
        </div>
        {historyOf === row.configKey && stored.has(row.configKey) && (
          <div className="config-row__history">
            <HistoryPanel
              entity="Configuration"
              id={row.configKey}
              current={stored.get(row.configKey)!}
              title={`Lịch sử: ${info?.label ?? row.label}`}
              isRich={(field) => Boolean(info?.rich) && field === 'value'}
              onRestored={(answer) => (answer ? restored(answer as StaffConfigItem) : load())}
            />
          </div>
        )}
      </div>
    );
  };

  return (
    <form className="panel" onSubmit={submit}>
      <div className="panel__header">
        <h1 className="page-title">Cấu hình</h1>
        <button className="button button--primary" type="submit" disabled={!rows || saving}>
          {saving ? 'Đang lưu…' : 'Lưu cấu hình'}
        </button>
      </div>
      {!ownerView && (
        <p className="form-note">
          Với vai trò Biên tập viên, bạn sửa được nội dung trang Liên hệ; hotline, địa chỉ, menu và các mục khác do chủ
          sở hữu quản lý.
        </p>
      )}
      {sources === null && (
        <p className="form-note">
          Không tải được danh sách danh mục, bài viết và video: các mục trỏ tới một trang tạm thời được nhập tay.
        </p>
      )}
      <FormMessage state={failure ?? {}} onReload={load} />
      {!rows && !failure && <p className="muted">Đang tải…</p>}
      {rows && groups.length > 1 && (
        <nav className="config-nav" aria-label="Nhóm cấu hình">
          {groups.map((group) => (
            <a key={group.id} href={`#group-${group.id}`}>
              {group.title}
              {brokenIn(group.id) > 0 && (
                <span className="config-nav__alert" aria-label={`${brokenIn(group.id)} mục trỏ tới trang không còn`}>
                  {brokenIn(group.id)}
                </span>
              )}
            </a>
          ))}
        </nav>
      )}
      {rows &&
        groups.map((group) => (
          <fieldset className="config-section" id={`group-${group.id}`} key={group.id}>
            <legend>{group.title}</legend>
            {rows.filter((row) => groupOf(row.configKey) === group.id).map(field)}
            {group.id === 'about' && (
              <p className="config-row config-row--link">
                Nội dung trang Về chúng tôi có màn hình riêng:{' '}
                <Link to={paths.admin.aboutUs}>Mở màn hình Giới thiệu</Link>
              </p>
            )}
          </fieldset>
        ))}
    </form>
  );
};
