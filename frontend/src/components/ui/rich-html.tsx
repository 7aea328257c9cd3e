import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { VIDEO_ID, withVideoFacades, youtubePlayerFor, youtubeThumbnailFor } from '@/lib/rich-video';

/** Presses on a video's play button inside the rich text: the button gives way to YouTube's player. */
const playVideo = (event: MouseEvent<HTMLDivElement>) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-youtube-id] .youtube-video__play');
  const id = button?.closest<HTMLElement>('[data-youtube-id]')?.dataset.youtubeId;
  if (!button || !id || !VIDEO_ID.test(id)) return;
  const title = button.querySelector('.youtube-video__title')?.textContent ?? '';
  const player = youtubePlayerFor(id, title);
  button.replaceWith(player);
  // Keyboard and screen-reader users land on the player, not the page top.
  player.focus();
};

/**
 * Rich HTML from the API (articles, product descriptions, about-us and contact texts). The API sanitises it
 * on write with an allow-list; here it renders inside the one container that styles headings, tables,
 * images and embedded videos, each YouTube video as a play button until pressed (lib/rich-video.ts).
 * Plain-text fields never come through here.
 */
export const RichHtml = ({ html, className }: { html: string | null | undefined; className?: string }) => {
  const container = useRef<HTMLDivElement>(null);
  const withFacades = useMemo(() => withVideoFacades(html ?? ''), [html]);
  useEffect(() => {
    for (const video of container.current?.querySelectorAll<HTMLElement>('[data-youtube-id]') ?? []) {
      const id = video.dataset.youtubeId ?? '';
      const button = video.querySelector('.youtube-video__play');
      if (VIDEO_ID.test(id) && button && !button.querySelector('img')) button.prepend(youtubeThumbnailFor(id));
    }
  }, [withFacades]);

  return withFacades.trim() !== '' ? (
    <div
      ref={container}
      className={`rich-html ${className ?? ''}`}
      onClick={playVideo}
      dangerouslySetInnerHTML={{ __html: withFacades }}
    />
  ) : (
    <p className="empty-state">Nội dung đang được cập nhật.</p>
  );
};
