import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { StaffConfigItem } from '@vongbi/functions/contract';
import { RICH_CONFIG_KEYS, ZALO_CONTACT_NAME_KEY } from '@vongbi/functions/contract/configuration';
import { messages } from '@vongbi/functions/contract/messages';
import { FormMessage } from '@/components/form/form-message';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { getStaffConfiguration } from '@/features/configuration/api/get-staff-configuration';
import { saveConfiguration } from '@/features/configuration/api/save-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { ApiError } from '@/lib/api-client';
import { useAdminSession } from './session';

/** ABOUT_US has its own screen; CONTACT_FULL_TEXT is rich text. */
const EXCLUDED_KEY = 'ABOUT_US';
const RICH_KEY = 'CONTACT_FULL_TEXT';

/** Settings shown in sections by what they drive, so staff find a key without knowing its name. */
const sections: { title: string; matches(key: string): boolean }[] = [
  {
    title: 'Liên hệ',
    matches: (key) => ['PHONE', 'Zalo', ZALO_CONTACT_NAME_KEY].includes(key) || key.startsWith('CONTACT_'),
  },
  { title: 'Menu điều hướng', matches: (key) => key.startsWith('NAV_') },
  { title: 'Trang chủ', matches: (key) => /^(SPDV_|BLOG_|VIDEO_)/.test(key) },
  { title: 'Chân trang', matches: (key) => key.startsWith('FOOTER_') },
  { title: 'Khác', matches: () => true },
];

/** The server names a failed item by its position (`3.value`); the screen shows it next to that key. */
const fieldsByKey = (items: StaffConfigItem[], fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([field, message]) => {
      const item = items[Number(field.split('.')[0])];
      return item ? [[item.configKey, message]] : [];
    }),
  );

const failureOf = (caught: unknown) =>
  caught instanceof ApiError ? { message: caught.message, code: caught.code } : { message: messages.internal };

const sectionOf = (key: string): string => sections.find((section) => section.matches(key))!.title;

export const AdminConfigurationPage = () => {
  const { merge } = useConfiguration();
  // Only owners save every key; an editor may save the rich texts, of which this screen holds the contact text.
  const ownerView = useAdminSession().role === 'owner';
  const [items, setItems] = useState<StaffConfigItem[]>();
  const [saving, setSaving] = useState(false);
  /** The server's answer to a failed load or save: its message and code (STALE offers the newer version). */
  const [failure, setFailure] = useState<{ message: string; code?: string }>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  const load = useCallback(() => {
    getStaffConfiguration()
      .then((loaded) => {
        setItems(
          loaded.filter(
            (item) => item.configKey !== EXCLUDED_KEY && (ownerView || RICH_CONFIG_KEYS.has(item.configKey)),
          ),
        );
        setDirty(false);
        setFailure(undefined);
      })
      .catch((caught: unknown) => setFailure(failureOf(caught)));
  }, [ownerView]);
  useEffect(load, [load]);

  const setValue = (configKey: string, value: string) => {
    setItems((current) => current?.map((item) => (item.configKey === configKey ? { ...item, value } : item)));
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!items) return;
    setSaving(true);
    setFailure(undefined);
    setFieldErrors({});
    try {
      // Each item carries the version it was loaded with: a newer save by someone else is a 409, not overwritten.
      const saved = await saveConfiguration(
        items.map(({ configKey, label, value, updatedAt }) => ({ configKey, label, value, updatedAt })),
      );
      merge(saved);
      const versions = new Map(saved.map((item) => [item.configKey, item.updatedAt]));
      setItems((current) =>
        current?.map((item) => ({ ...item, updatedAt: versions.get(item.configKey) ?? item.updatedAt })),
      );
      setDirty(false);
      window.alert('Cập nhật cấu hình thành công');
    } catch (caught) {
      // A lost session is the admin layout's to handle; anything else stays here, values untouched.
      setFailure(failureOf(caught));
      if (caught instanceof ApiError) setFieldErrors(fieldsByKey(items, caught.fields));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="panel" onSubmit={submit}>
      <div className="panel__header">
        <h1 className="page-title">Cấu hình</h1>
        <button className="button button--primary" type="submit" disabled={!items || saving}>
          {saving ? 'Đang lưu…' : 'Lưu cấu hình'}
        </button>
      </div>
      {!ownerView && (
        <p className="form-note">
          Với vai trò Biên tập viên, bạn sửa được nội dung trang Liên hệ; hotline, địa chỉ, menu và các mục khác do chủ
          sở hữu quản lý.
        </p>
      )}
      <FormMessage state={failure ?? {}} onReload={load} />
      {!items && !failure && <p className="muted">Đang tải…</p>}
      {sections.map(({ title }) => {
        const sectionItems = items?.filter((item) => sectionOf(item.configKey) === title) ?? [];
        if (sectionItems.length === 0) return null;
        return (
          <fieldset className="config-section" key={title}>
            <legend>{title}</legend>
            {sectionItems.map((item) => (
              <div className="config-row" key={item.configKey}>
                <div className="config-row__meta">
                  <code>{item.configKey}</code>
                  <label htmlFor={`config-${item.configKey}`}>{item.label}</label>
                </div>
                {item.configKey === RICH_KEY ? (
                  <RichTextEditor
                    id={`config-${item.configKey}`}
                    initialValue={item.value}
                    onChange={(html) => setValue(item.configKey, html)}
                  />
                ) : (
                  // May be emptied: the contract allows "" (a missing link falls back to '#').
                  <input
                    id={`config-${item.configKey}`}
                    name={item.configKey}
                    value={item.value}
                    onChange={(event) => setValue(item.configKey, event.target.value)}
                  />
                )}
                {fieldErrors[item.configKey] && (
                  <p className="form-field__error config-row__error">{fieldErrors[item.configKey]}</p>
                )}
              </div>
            ))}
          </fieldset>
        );
      })}
    </form>
  );
};
