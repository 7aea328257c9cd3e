import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';

/**
 * One YouTube video as a facade: its thumbnail (from YouTube's image host, which the CSP allows) under a play
 * button, in a 16:9 box at most 600 px high (the specification's player height), so nothing moves when the
 * thumbnail or the player arrives. YouTube's player (its scripts, its cookies, its megabyte) loads only when
 * the visitor presses play. A published page holds the box and the button; the thumbnail follows once the app
 * runs, like every lazy image. When YouTube cannot be reached, the box keeps its title and play button and a
 * line says so, with the video's link on YouTube: never an empty black frame.
 */
export const YoutubeVideo = ({ id, title, className }: { id: string; title: string; className?: string }) => {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // Pressing play replaces the button: keyboard and screen-reader users land on the player, not the page top.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className={`youtube-video ${className ?? ''}`}>
      <div className="youtube-video__frame">
        {playing ? (
          <iframe
            ref={player}
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="youtube-video__play"
            aria-label={`Phát video: ${title}`}
            onClick={() => setPlaying(true)}
          >
            {hydrated && !unreachable && (
              <img
                className="youtube-video__thumbnail"
                src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                onError={() => setUnreachable(true)}
              />
            )}
            <span className="youtube-video__title">{title}</span>
            <svg className="youtube-video__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
              <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" />
              <path d="M27 34V14l18 10-18 10Z" fill="#fff" />
            </svg>
          </button>
        )}
      </div>
      {unreachable && (
        <p className="youtube-video__unreachable" role="status">
          Không kết nối được YouTube, nên chưa xem trước được video này.{' '}
          <a href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer">
            Mở trên YouTube
          </a>
        </p>
      )}
    </div>
  );
};
