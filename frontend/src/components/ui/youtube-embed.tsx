import { useHydrated } from '@/lib/hydration';

/**
 * One YouTube video, 600 px high on desktop (the specification's constant), no tracking cookies. A published
 * page holds the empty frame and the app gives it its address: a player from another site is the heaviest
 * thing a page can start, and must not compete with the page's own text and largest image.
 */
export const YoutubeEmbed = ({ id, title }: { id: string; title: string }) => {
  const hydrated = useHydrated();
  return (
    <div className="youtube-embed">
      <iframe
        src={hydrated ? `https://www.youtube-nocookie.com/embed/${id}` : undefined}
        title={title}
        width="100%"
        height="600"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
};
