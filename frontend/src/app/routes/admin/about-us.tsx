import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { StaffConfigItem } from '@vongbi/functions/contract';
import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import { AdminForm } from '@/components/form/admin-form';
import { useAdminForm } from '@/components/form/use-admin-form';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { paths } from '@/config/paths';
import { getStaffConfiguration } from '@/features/configuration/api/get-staff-configuration';
import { saveConfiguration } from '@/features/configuration/api/save-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { pagesOfSave } from '@/features/configuration/configuration-marks';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { HistoryPanel } from '@/features/revisions/components/history-panel';

/** ABOUT_US with its version, fresh from the table; a site without it yet gets an empty one. */
export const aboutUsLoader = async (): Promise<StaffConfigItem | undefined> =>
  (await getStaffConfiguration()).find((item) => item.configKey === CONFIG_KEY.ABOUT_US);

const AboutUsForm = ({ item }: { item: StaffConfigItem | undefined }) => {
  const revalidator = useRevalidator();
  const { merge } = useConfiguration();
  const watchPublish = useWatchPublish();
  const form = useAdminForm({
    initial: { value: item?.value ?? '' },
    save: async ({ value }) => {
      const saved = await saveConfiguration([
        { configKey: CONFIG_KEY.ABOUT_US, label: item?.label ?? 'Giới thiệu', value, updatedAt: item?.updatedAt },
      ]);
      for (const page of pagesOfSave(saved, new Map([[CONFIG_KEY.ABOUT_US, item?.updatedAt]]))) watchPublish(page);
      merge(saved);
      window.alert('Cập nhật thành công');
      await revalidator.revalidate();
    },
    preview: ({ value }) => showPreview('AboutUs', { value }),
  });

  return (
    <AdminForm form={form} submitLabel="Lưu giới thiệu" onReload={() => void revalidator.revalidate()}>
      {form.fields.value && <p className="form-field__error">{form.fields.value}</p>}
      <RichTextEditor
        id="about-us"
        initialValue={form.values.value}
        height={520}
        uploadImage={uploadCompressedImage}
        onChange={(html) => form.set('value', html)}
      />
    </AdminForm>
  );
};

export const AboutUsPage = () => {
  const item = useLoaderData<typeof aboutUsLoader>();
  const revalidator = useRevalidator();
  const { merge } = useConfiguration();
  return (
    <>
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
      {item && (
        <HistoryPanel
          entity="Configuration"
          id={CONFIG_KEY.ABOUT_US}
          current={item}
          isRich={(field) => field === 'value'}
          onRestored={async (restored) => {
            if (restored) merge([restored as StaffConfigItem]);
            await revalidator.revalidate();
          }}
        />
      )}
    </>
  );
};
