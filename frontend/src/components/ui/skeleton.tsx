// Placeholders shaped like what is coming: a banner, a heading, a grid of cards.

export const SkeletonBlock = ({ className }: { className?: string }) => (
  <span className={`skeleton ${className ?? ''}`} aria-hidden="true" />
);

export const PageSkeleton = () => (
  <div className="page-skeleton container" role="status" aria-live="polite">
    <span className="visually-hidden">Đang tải…</span>
    <SkeletonBlock className="skeleton--heading" />
    <SkeletonBlock className="skeleton--line" />
    <div className="card-grid">
      {Array.from({ length: 8 }, (_, index) => (
        <div className="card card--skeleton" key={index}>
          <SkeletonBlock className="skeleton--image" />
          <SkeletonBlock className="skeleton--line" />
          <SkeletonBlock className="skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  </div>
);
