import { useNavigate } from 'react-router-dom';
import type { ArticleType } from '@vongbi/functions/contract';
import { adminPaths } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { createArticle } from '@/features/articles/api/create-article';
import { ArticleForm } from '@/features/articles/components/article-form';
import { uploadCompressedImage } from '@/features/files/api/upload-compressed-image';
import { showPreview } from '@/features/page-preview/show-preview';
import { useWatchPublish } from '@/features/publishing/components/publish-status';
import { versionMark } from '@/features/publishing/publish-watch';
import { listOfType } from './article-lists';
import { ARTICLE_TYPE } from '@vongbi/functions/contract/site-addresses';

/** After creating, staff land on the list the article belongs to. */
const listOf = (type: ArticleType, preset: boolean): string => (preset ? listOfType[type] : adminPaths.articles);

const titles: Record<ArticleType, string> = {
  [ARTICLE_TYPE.news]: 'Tạo tin tức',
  [ARTICLE_TYPE.service]: 'Tạo dịch vụ',
  [ARTICLE_TYPE.support]: 'Tạo bài hỗ trợ kỹ thuật',
};

const NewArticle = ({ presetType }: { presetType?: ArticleType }) => {
  const navigate = useNavigate();
  const watchPublish = useWatchPublish();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">{presetType === undefined ? 'Tạo bài viết' : titles[presetType]}</h1>
      </div>
      <ArticleForm
        presetType={presetType}
        uploadImage={uploadCompressedImage}
        onSave={async (input) => {
          const created = await createArticle(input);
          watchPublish({
            title: created.headerText,
            url: paths.article(created),
            marks: [versionMark(created.updatedAt)],
          });
          window.alert('Tạo mới bài viết thành công');
          navigate(listOf(created.articleType, presetType !== undefined));
        }}
        onPreview={(input) => showPreview('Article', input)}
      />
    </section>
  );
};

export const NewArticlePage = () => <NewArticle />;
export const NewNewsPage = () => <NewArticle presetType={ARTICLE_TYPE.news} />;
export const NewServicePage = () => <NewArticle presetType={ARTICLE_TYPE.service} />;
export const NewSupportPage = () => <NewArticle presetType={ARTICLE_TYPE.support} />;
