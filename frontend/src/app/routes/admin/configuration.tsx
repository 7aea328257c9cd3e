import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { paths } from '@/config/paths';
import { getConfiguration } from '@/features/configuration/api/get-configuration';
import { saveConfiguration } from '@/features/configuration/api/save-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import type { ConfigItem } from '@vongbi/functions/contract';
import { ApiError } from '@/lib/api-client';

/** ABOUT_US has its own screen; CONTACT_FULL_TEXT is rich text. */
const EXCLUDED_KEY = 'ABOUT_US';
const RICH_KEY = 'CONTACT_FULL_TEXT';

/** Settings shown in sections by what they drive, so staff find a key without knowing its name. */
const sections: { title: string; matches(key: string): boolean }[] = [
  { title: 'Liên hệ', matches: (key) => ['PHONE', 'Zalo'].includes(key) || key.startsWith('CONTACT_') },
  { title: 'Menu điều hướng', matches: (key) => key.startsWith('NAV_') },
  { title: 'Trang chủ', matches: (key) => /^(SPDV_|BLOG_|VIDEO_)/.test(key) },
  { title: 'Chân trang', matches: (key) => key.startsWith('FOOTER_') },
  { title: 'Khác', matches: () => true },
];

const sectionOf = (key: string): string => sections.find((section) => section.matches(key))!.title;

export const AdminConfigurationPage = () => {
  const navigate = useNavigate();
  const { merge } = useConfiguration();
  const [items, setItems] = useState<ConfigItem[]>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    getConfiguration()
      .then((loaded) => setItems(loaded.filter((item) => item.configKey !== EXCLUDED_KEY)))
      .catch((caught: unknown) => setError(caught instanceof ApiError ? caught.message : 'Lỗi hệ thống'));
  }, []);

  const setValue = (configKey: string, value: string) =>
    setItems((current) => current?.map((item) => (item.configKey === configKey ? { ...item, value } : item)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!items) return;
    setSaving(true);
    setError(undefined);
    try {
      const saved = await saveConfiguration(items.map(({ configKey, label, value }) => ({ configKey, label, value })));
      merge(saved);
      window.alert('Cập nhật cấu hình thành công');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        window.alert(caught.message);
        navigate(paths.adminLogin);
        return;
      }
      setError(caught instanceof ApiError ? caught.message : 'Lỗi hệ thống');
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
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!items && !error && <p className="muted">Đang tải…</p>}
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
                  <input
                    id={`config-${item.configKey}`}
                    name={item.configKey}
                    value={item.value}
                    onChange={(event) => setValue(item.configKey, event.target.value)}
                    required
                  />
                )}
              </div>
            ))}
          </fieldset>
        );
      })}
    </form>
  );
};
