/** One YouTube video, 600 px high on desktop (the specification's constant), no tracking cookies. */
export const YoutubeEmbed = ({ id, title }: { id: string; title: string }) => (
  <div className="youtube-embed">
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      title={title}
      width="100%"
      height="600"
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  </div>
);
