import { escapeHtml } from './html-escape';

// YouTube videos that staff embed in rich text (the editor's "video" button writes an iframe) shown as the
// video fields show theirs: a play button in a 16:9 box, YouTube's player (its scripts, cookies and megabyte)
// loaded only when pressed. The rich text was sanitised on write, so its iframes are YouTube embeds with quoted
// attributes (functions/core/rules/sanitize.ts); the transform is plain string work, the same on the server
// and in the browser, so the published HTML and the hydrated page agree.

const YOUTUBE_IFRAME =
  /<iframe\b[^>]*?\bsrc="https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/embed\/([A-Za-z0-9_-]{11})[^"]*"[^>]*>\s*<\/iframe>/g;
const TITLE_ATTRIBUTE = /\btitle="([^"]*)"/;
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const UNTITLED = 'Video trên YouTube';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const attributeText = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

const PLAY_ICON =
  '<svg class="youtube-video__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">' +
  '<path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z"/>' +
  '<path d="M27 34V14l18 10-18 10Z" fill="#fff"/></svg>';

/** The rich text with each YouTube iframe replaced by its play button (see YoutubeVideo for the same box). */
export const withVideoFacades = (html: string): string =>
  html.replace(YOUTUBE_IFRAME, (iframe, id: string) => {
    const title = escapeHtml(attributeText(TITLE_ATTRIBUTE.exec(iframe)?.[1]?.trim() || UNTITLED));
    return (
      `<div class="youtube-video" data-youtube-id="${id}"><div class="youtube-video__frame">` +
      `<button type="button" class="youtube-video__play" aria-label="Phát video: ${title}">` +
      `<span class="youtube-video__title">${title}</span>${PLAY_ICON}</button></div></div>`
    );
  });

/** YouTube's player for a facade's video, as YoutubeVideo loads it when pressed. */
export const youtubePlayerFor = (id: string, title: string): HTMLIFrameElement => {
  const player = document.createElement('iframe');
  player.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
  player.title = title;
  player.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  return player;
};

/** The thumbnail a facade shows once the app runs (a published page holds only the box, like every lazy image). */
export const youtubeThumbnailFor = (id: string): HTMLImageElement => {
  const thumbnail = document.createElement('img');
  thumbnail.className = 'youtube-video__thumbnail';
  thumbnail.src = `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
  thumbnail.alt = '';
  thumbnail.width = 480;
  thumbnail.height = 360;
  thumbnail.loading = 'lazy';
  thumbnail.decoding = 'async';
  // Unreachable YouTube: the titled card stays, as in YoutubeVideo, never a broken image.
  thumbnail.addEventListener('error', () => thumbnail.remove());
  return thumbnail;
};
