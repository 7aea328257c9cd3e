import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import type { StaffConfigItem } from '@vongbi/functions/contract';
import { CONFIG_GROUPS, configKeyInfo } from '@vongbi/functions/contract/configuration-registry';
import { messages } from '@vongbi/functions/contract/messages';
import { FormMessage } from '@/components/form/form-message';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { adminPaths, mayOpen } from '@/config/admin-screens';
import { getAllArticles } from '@/features/articles/api/get-all-articles';
import { getStaffConfiguration } from '@/features/configuration/api/get-staff-configuration';
import { saveConfiguration } from '@/features/configuration/api/save-configuration';
import { ConfigField } from '@/features/configuration/components/config-field';
import {
  fieldsByKey,
  groupOf,
  OTHER_GROUP,
  rowsOf,
  toSave,
  type ConfigRow,
} from '@/features/configuration/config-rows';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { pagesOfSave } from '@/features/configuration/configuration-marks';
import { slotPageExists, type SlotSources } from '@/features/configuration/page-slots';
import { getAllOuterProducts } from '@/features/outer-products/api/get-all-outer-products';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { HistoryPanel } from '@/features/revisions/components/history-panel';
import { getVideos } from '@/features/videos/api/get-videos';
import { ApiError, apiOf } from '@/lib/api-client';
import { sessionOf } from './session';

const failureOf = (caught: unknown) =>
  caught instanceof ApiError ? { message: caught.message, code: caught.code } : { message: messages.internal };

/**
 * The stored values, and for owners (who set the page slots) the records each slot may name: null when those
 * could not be read, and the slots are then typed by hand.
 */
export const configurationLoader = async ({ context }: LoaderFunctionArgs) => {
  const { role } = sessionOf(context);
  // Only owners save every key; an editor may save the rich texts, of which this screen holds the contact text.
  const ownerView = role === 'owner';
  const sources = async (): Promise<SlotSources | null> => {
    const [outerProducts, articles, videos] = await Promise.all([
      getAllOuterProducts(),
      getAllArticles(),
      getVideos(apiOf(context)),
    ]);
    return { outerProducts, articles, videos };
  };
  const [items, slotSources] = await Promise.all([
    getStaffConfiguration(),
    ownerView ? sources().catch(() => null) : undefined,
  ]);
  return { items, sources: slotSources, role, ownerView };
};

export const AdminConfigurationPage = () => {
  const { items, sources, role, ownerView } = useLoaderData<typeof configurationLoader>();
  const { merge } = useConfiguration();
  const watchPublish = useWatchPublish();
  const revalidator = useRevalidator();
  const { hash } = useLocation();
  const [rows, setRows] = useState<ConfigRow[]>(() => rowsOf(items, ownerView));
  const [saving, setSaving] = useState(false);
  /** The server's answer to a failed save: its message and code (STALE offers the newer version). */
  const [failure, setFailure] = useState<{ message: string; code?: string }>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  /** Each item as stored (what its history compares with and its restore pins), whatever the form holds. */
  const [stored, setStored] = useState<ReadonlyMap<string, StaffConfigItem>>(
    () => new Map(items.map((item) => [item.configKey, item])),
  );
  /** The key whose history is open. */
  const [historyOf, setHistoryOf] = useState<string>();
  useUnsavedChanges(dirty);

  // A newer version loaded again (after a STALE save or a restore that answered nothing) replaces the form.
  const [loaded, setLoaded] = useState(items);
  if (loaded !== items) {
    setLoaded(items);
    setRows(rowsOf(items, ownerView));
    setStored(new Map(items.map((item) => [item.configKey, item])));
    setDirty(false);
    setFailure(undefined);
  }

  const keep = (saved: readonly StaffConfigItem[]) =>
    setStored(
      (current) => new Map([...current, ...saved.map((item): [string, StaffConfigItem] => [item.configKey, item])]),
    );

  // A link to one field (from the dashboard or a hint) lands on it.
  useEffect(() => {
    if (!hash) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    field?.scrollIntoView({ block: 'center' });
    if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) field.focus();
  }, [hash]);

  /** A value brought back from its history: stored and shown, the other fields' edits left as they are. */
  const restored = (item: StaffConfigItem) => {
    merge([item]);
    keep([item]);
    setRows((current) =>
      current.map((row) =>
        row.configKey === item.configKey
          ? { ...row, value: item.value, updatedAt: item.updatedAt, missing: false }
          : row,
      ),
    );
  };

  const setValue = (configKey: string, value: string) => {
    setRows((current) => current.map((row) => (row.configKey === configKey ? { ...row, value } : row)));
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
        current.map((row) => {
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

  const shown = new Set(rows.map((row) => row.configKey));
  const reload = () => void revalidator.revalidate();
  const aboutUs = mayOpen(role, adminPaths.aboutUs);
  const groups = [...CONFIG_GROUPS, OTHER_GROUP].filter(
    (group) => (group.id === 'about' && aboutUs) || rows.some((row) => groupOf(row.configKey) === group.id),
  );
  const brokenIn = (groupId: string) =>
    sources
      ? rows.filter((row) => {
          const kind = configKeyInfo(row.configKey)?.slot;
          return groupOf(row.configKey) === groupId && kind && !slotPageExists(kind, row.value, sources);
        }).length
      : 0;

  const field = (row: ConfigRow) => {
    const item = stored.get(row.configKey);
    const label = configKeyInfo(row.configKey)?.label ?? row.label;
    return (
      <ConfigField
        key={row.configKey}
        row={row}
        sources={sources}
        shown={shown}
        storedVersion={item?.updatedAt}
        historyOpen={historyOf === row.configKey}
        onToggleHistory={() => setHistoryOf((open) => (open === row.configKey ? undefined : row.configKey))}
        history={
          item && (
            <HistoryPanel
              entity="Configuration"
              id={row.configKey}
              current={item}
              title={`Lịch sử: ${label}`}
              isRich={(name) => Boolean(configKeyInfo(row.configKey)?.rich) && name === 'value'}
              onRestored={(answer) => (answer ? restored(answer as StaffConfigItem) : reload())}
            />
          )
        }
        error={fieldErrors[row.configKey]}
        onChange={(value) => setValue(row.configKey, value)}
      />
    );
  };

  return (
    <form className="panel" onSubmit={submit}>
      <div className="panel__header">
        <h1 className="page-title">Cấu hình</h1>
        <button className="button button--primary" type="submit" disabled={saving}>
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
      <FormMessage state={failure ?? {}} onReload={reload} />
      {groups.length > 1 && (
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
      {groups.map((group) => (
        <fieldset className="config-section" id={`group-${group.id}`} key={group.id}>
          <legend>{group.title}</legend>
          {rows.filter((row) => groupOf(row.configKey) === group.id).map(field)}
          {group.id === 'about' && (
            <p className="config-row config-row--link">
              Nội dung trang Về chúng tôi có màn hình riêng: <Link to={adminPaths.aboutUs}>Mở màn hình Giới thiệu</Link>
            </p>
          )}
        </fieldset>
      ))}
    </form>
  );
};
