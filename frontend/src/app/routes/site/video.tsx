import type { Video } from '@vongbi/functions/contract';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { YoutubeVideo } from '@/components/ui/youtube-video';
import { paths } from '@/config/paths';
import { getVideos } from '@/features/videos/api/get-videos';
import { apiOf } from '@/lib/api-client';
import type { MetaHandle } from '@/lib/page-meta';
import { notFound } from '@/lib/route-data';
import { isYoutubeId } from '@/lib/site-format';

interface VideoData {
  youtubeId: string;
  video: Video | undefined;
}

export const videoLoader = async ({ params, context }: LoaderFunctionArgs): Promise<VideoData> => {
  const youtubeId = params.youtubeId ?? '';
  if (!isYoutubeId(youtubeId)) throw notFound();
  const videos = await getVideos(apiOf(context));
  return { youtubeId, video: videos.find((video) => video.uniqueYoutubeId === youtubeId) };
};

export const videoHandle: MetaHandle = {
  meta: (data) => {
    const { youtubeId, video } = (data as VideoData | undefined) ?? { youtubeId: '', video: undefined };
    return {
      title: video?.headerText ?? 'Video',
      description: 'Video kỹ thuật về vòng bi, bôi trơn và bảo trì công nghiệp của Vòng bi Việt.',
      path: paths.video(youtubeId),
      image: video?.image?.urlPath,
    };
  },
};

export const VideoPage = () => {
  const { youtubeId, video } = useLoaderData<typeof videoLoader>();
  const title = video?.headerText ?? 'Video';
  return (
    <div className="container page-body page-body--narrow">
      <Breadcrumb items={[{ label: 'Trang chủ', to: paths.home }, { label: title }]} />
      <h1>{title}</h1>
      <YoutubeVideo id={youtubeId} title={title} />
    </div>
  );
};
