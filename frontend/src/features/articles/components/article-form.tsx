import type { Article, ArticleType, ArticleUpdateInput, EmbeddedImage } from '@vongbi/functions/contract';
import { AdminForm } from '@/components/form/admin-form';
import { Field, PathField, VideosField } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { ImageUpload, type ImageUploader } from '@/components/ui/image-upload';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { normalizeVideoIds } from '@/components/ui/video-ids';
import { articleTypeOptions } from '../article-types';

interface ArticleFormProps {
  /** The article being edited; none when creating. */
  article?: Article;
  /** Set by /admin/news/new, /admin/services/new, /admin/supports/new: the type selector is hidden. */
  presetType?: ArticleType;
  uploadImage: ImageUploader;
  /** Saves and, on success, tells staff and moves on; a thrown ApiError stays on the form. */
  onSave(input: ArticleUpdateInput): Promise<void>;
  /** Shows the page these values would publish, without saving (\"Xem trước\"). */
  onPreview?(input: ArticleUpdateInput): Promise<void>;
  /** Loads the newer version after a stale-edit 409. */
  onReload?(): void;
}

interface ArticleValues {
  headerText: string;
  articlePath: string;
  summaryText: string;
  articleType: ArticleType;
  contentData: string;
  videos: string;
  outerImage: EmbeddedImage | null;
}

export const ArticleForm = ({ article, presetType, uploadImage, onSave, onPreview, onReload }: ArticleFormProps) => {
  /** What a save (or a preview) sends for the form's values. */
  const request = (values: ArticleValues): ArticleUpdateInput => ({
    headerText: values.headerText,
    articlePath: values.articlePath,
    summaryText: values.summaryText,
    articleType: values.articleType,
    contentData: values.contentData,
    videos: normalizeVideoIds(values.videos),
    outerImageId: values.outerImage?.id ?? 0,
    imageIds: article?.imageIds ?? [],
    updatedAt: article?.updatedAt,
  });
  const form = useAdminForm<ArticleValues>({
    initial: {
      headerText: article?.headerText ?? '',
      articlePath: article?.articlePath ?? '',
      summaryText: article?.summaryText ?? '',
      articleType: article?.articleType ?? presetType ?? 0,
      contentData: article?.contentData ?? '',
      videos: article?.videos ?? '',
      outerImage: article?.outerImage ?? null,
    },
    editing: article !== undefined,
    path: { name: 'headerText', path: 'articlePath' },
    save: (values) => onSave(request(values)),
    preview: onPreview && ((values) => onPreview(request(values))),
  });

  const { values, fields } = form;
  return (
    <AdminForm form={form} onReload={onReload}>
      <Field label="Tiêu đề" htmlFor="headerText" required error={fields.headerText}>
        <input {...form.text('headerText')} required maxLength={500} />
      </Field>
      <PathField
        id="articlePath"
        proposedFrom="tiêu đề"
        value={values.articlePath}
        error={fields.articlePath}
        onChange={(value) => form.set('articlePath', value)}
      />
      {presetType === undefined && (
        <Field label="Loại bài viết" htmlFor="articleType" error={fields.articleType}>
          <select
            id="articleType"
            value={values.articleType}
            onChange={(event) => form.set('articleType', Number(event.target.value) as ArticleType)}
          >
            {articleTypeOptions.map(({ type, name }) => (
              <option key={type} value={type}>
                {name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Tóm tắt" htmlFor="summaryText" required error={fields.summaryText}>
        <textarea {...form.text('summaryText')} rows={3} required />
      </Field>
      <Field label="Ảnh đại diện" htmlFor="outerImage" required error={fields.outerImageId}>
        <ImageUpload id="outerImage" {...form.image('outerImage')} upload={uploadImage} required />
      </Field>
      <Field label="Nội dung" htmlFor="contentData" error={fields.contentData}>
        <RichTextEditor
          id="contentData"
          initialValue={values.contentData}
          onChange={(html) => form.set('contentData', html)}
          uploadImage={uploadImage}
        />
      </Field>
      <VideosField value={values.videos} error={fields.videos} onChange={(value) => form.set('videos', value)} />
    </AdminForm>
  );
};
