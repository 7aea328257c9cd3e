import { useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { StaffConfigItem } from '@vongbi/functions/contract';
import { FormMessage } from '@/components/form/form-message';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { useSubmit } from '@/components/form/use-form';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { paths } from '@/config/paths';
import { getStaffConfiguration } from '@/features/configuration/api/get-staff-configuration';
import { saveConfiguration } from '@/features/configuration/api/save-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';

const ABOUT_US = 'ABOUT_US';

/** ABOUT_US with its version, fresh from the table; a site without it yet gets an empty one. */
export const aboutUsLoader = async (): Promise<StaffConfigItem | undefined> =>
  (await getStaffConfiguration()).find((item) => item.configKey === ABOUT_US);

const AboutUsForm = ({ item }: { item: StaffConfigItem | undefined }) => {
  const revalidator = useRevalidator();
  const { merge } = useConfiguration();
  const [value, setValue] = useState(item?.value ?? '');
  const [dirty, setDirty] = useState(false);
  const submission = useSubmit();
  const setLeaveAllowed = useUnsavedChanges(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      const saved = await saveConfiguration([
        { configKey: ABOUT_US, label: item?.label ?? 'Giới thiệu', value, updatedAt: item?.updatedAt },
      ]);
      merge(saved);
      setLeaveAllowed(true);
      window.alert('Cập nhật thành công');
      await revalidator.revalidate();
    });
  };

  return (
    <form className="admin-form" onSubmit={submit}>
      <FormMessage state={submission} onReload={() => void revalidator.revalidate()} />
      {submission.fields.value && <p className="form-field__error">{submission.fields.value}</p>}
      <RichTextEditor
        id="about-us"
        initialValue={item?.value ?? ''}
        height={520}
        uploadImage={uploadCompressedImage}
        onChange={(html) => {
          setValue(html);
          setDirty(true);
        }}
      />
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={submission.submitting}>
          {submission.submitting ? 'Đang lưu…' : 'Lưu giới thiệu'}
        </button>
      </div>
    </form>
  );
};

export const AboutUsPage = () => {
  const item = useLoaderData() as StaffConfigItem | undefined;
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Giới thiệu</h1>
        <a className="button button--ghost button--small" href={paths.aboutUs} target="_blank" rel="noreferrer">
          Xem trang ↗
        </a>
      </div>
      {/* Saved content comes back as a new value: a fresh editor, nothing unsaved. */}
      <AboutUsForm key={item?.updatedAt ?? 'new'} item={item} />
    </section>
  );
};
