import type { FormEvent } from 'react';
import type { Article, ArticleType, ArticleUpdateInput, EmbeddedImage } from '@vongbi/functions/contract';
import { confirmUpdate } from '@/components/ui/confirm';
import { Field, PathField, SubmitButton, VideosField } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { ImageUpload, useUploadsInFlight, type ImageUploader } from '@/components/ui/image-upload';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { useFormValues, usePathProposal, useSubmit } from '@/components/form/use-form';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { normalizeVideoIds } from '@/components/ui/video-ids';
import { articleTypeNames } from '../article-types';

interface ArticleFormProps {
  /** The article being edited; none when creating. */
  article?: Article;
  /** Set by /admin/news/new, /admin/services/new, /admin/supports/new: the type selector is hidden. */
  presetType?: ArticleType;
  uploadImage: ImageUploader;
  /** Saves and, on success, tells staff and moves on; a thrown ApiError stays on the form. */
  onSave(input: ArticleUpdateInput): Promise<void>;
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

export const ArticleForm = ({ article, presetType, uploadImage, onSave, onReload }: ArticleFormProps) => {
  const { values, set, dirty } = useFormValues<ArticleValues>({
    headerText: article?.headerText ?? '',
    articlePath: article?.articlePath ?? '',
    summaryText: article?.summaryText ?? '',
    articleType: article?.articleType ?? presetType ?? 0,
    contentData: article?.contentData ?? '',
    videos: article?.videos ?? '',
    outerImage: article?.outerImage ?? null,
  });
  const path = usePathProposal(article !== undefined);
  const [uploading, trackUpload] = useUploadsInFlight();
  const submission = useSubmit();
  const setLeaveAllowed = useUnsavedChanges(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (article && !confirmUpdate()) return;
    void submission.run(async () => {
      setLeaveAllowed(true);
      try {
        await onSave({
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
      } catch (error) {
        setLeaveAllowed(false);
        throw error;
      }
    });
  };

  const { fields } = submission;
  return (
    <form className="admin-form" onSubmit={submit}>
      <FormMessage state={submission} onReload={onReload} />
      <Field label="Tiêu đề" htmlFor="headerText" required error={fields.headerText}>
        <input
          id="headerText"
          value={values.headerText}
          required
          maxLength={500}
          onChange={(event) => {
            set('headerText', event.target.value);
            const proposal = path.proposalFor(event.target.value);
            if (proposal !== undefined) set('articlePath', proposal);
          }}
        />
      </Field>
      <PathField
        id="articlePath"
        proposedFrom="tiêu đề"
        value={values.articlePath}
        error={fields.articlePath}
        onChange={(value) => {
          set('articlePath', value);
          path.pathTyped(value);
        }}
      />
      {presetType === undefined && (
        <Field label="Loại bài viết" htmlFor="articleType" error={fields.articleType}>
          <select
            id="articleType"
            value={values.articleType}
            onChange={(event) => set('articleType', Number(event.target.value) as ArticleType)}
          >
            {articleTypeNames.map((name, type) => (
              <option key={type} value={type}>
                {name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Tóm tắt" htmlFor="summaryText" required error={fields.summaryText}>
        <textarea
          id="summaryText"
          rows={3}
          value={values.summaryText}
          required
          onChange={(event) => set('summaryText', event.target.value)}
        />
      </Field>
      <Field label="Ảnh đại diện" htmlFor="outerImage" required error={fields.outerImageId}>
        <ImageUpload
          id="outerImage"
          value={values.outerImage}
          onChange={(image) => set('outerImage', image)}
          upload={uploadImage}
          onBusyChange={(busy) => trackUpload('outerImage', busy)}
          required
        />
      </Field>
      <Field label="Nội dung" htmlFor="contentData" error={fields.contentData}>
        <RichTextEditor
          id="contentData"
          initialValue={values.contentData}
          onChange={(html) => set('contentData', html)}
          uploadImage={uploadImage}
        />
      </Field>
      <VideosField value={values.videos} error={fields.videos} onChange={(value) => set('videos', value)} />
      <SubmitButton label={article ? 'Cập nhật' : 'Tạo mới'} saving={submission.submitting} disabled={uploading} />
    </form>
  );
};
