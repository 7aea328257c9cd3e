import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import type { Article } from '@vongbi/functions/contract';
import { paths } from '@/config/paths';
import { deleteArticle } from '@/features/articles/api/delete-article';
import { getArticle } from '@/features/articles/api/get-article';
import { updateArticle } from '@/features/articles/api/update-article';
import { ArticleForm } from '@/features/articles/components/article-form';
import { articleTypeOptions } from '@/features/articles/article-types';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { versionMark } from '@/features/publishing/publish-watch';
import { HistoryPanel } from '@/features/revisions/components/history-panel';
import { EditHeader } from '../edit-header';
import { useDelete } from '../use-delete';
import { listOfType } from './article-lists';

export const articleLoader = ({ params }: LoaderFunctionArgs) => getArticle(params.id!);

const listOf = (article: Article) => listOfType[article.articleType];

export const EditArticlePage = () => {
  const article = useLoaderData<typeof articleLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const remove = useDelete();
  const watchPublish = useWatchPublish();
  return (
    <>
      <section className="panel">
        <EditHeader
          title={`Sửa bài viết #${article.id}`}
          publicUrl={paths.article(article)}
          onDelete={() =>
            remove(
              () => deleteArticle(article.id),
              () => navigate(listOf(article)),
            )
          }
        />
        <p className="breadcrumb">
          <Link to={listOf(article)}>← Danh sách</Link>
        </p>
        <ArticleForm
          // A newer version loaded after a stale-edit 409 starts a fresh form.
          key={article.updatedAt}
          article={article}
          uploadImage={uploadCompressedImage}
          onSave={async (input) => {
            const saved = await updateArticle(article.id, input);
            watchPublish({ title: saved.headerText, url: paths.article(saved), marks: [versionMark(saved.updatedAt)] });
            window.alert('Cập nhật bài viết thành công');
            navigate(listOf(saved));
          }}
          onPreview={(input) => showPreview('Article', { ...input, id: article.id })}
          onReload={() => void revalidator.revalidate()}
        />
      </section>
      <HistoryPanel
        entity="Article"
        id={article.id}
        current={article}
        pathField="articlePath"
        describe={(field, value) =>
          field === 'articleType' ? articleTypeOptions.find((option) => option.type === value)?.name : undefined
        }
        onRestored={() => revalidator.revalidate()}
      />
    </>
  );
};
