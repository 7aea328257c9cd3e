import {
  availabilityShownUntil,
  shownAvailability,
  vietnamToday,
  type Availability,
} from '@vongbi/functions/contract/technical-data';
import { useHydrated } from '@/lib/hydration';

interface AvailabilityBadgeProps {
  availability: Availability | null | undefined;
  /** The day the page was rendered (its loader's `vietnamToday()`): what the server and hydration both read. */
  renderedOn: string;
}

/**
 * "Có sẵn · cập nhật 28/11". A published page is static HTML that may stay up for days, so the server writes the
 * badge as of the day it rendered, hydration renders the same (the day comes with the loader data), and the render
 * after hydration reads the visitor's today: a check older than AVAILABILITY_FRESH_DAYS disappears then. Before
 * the app runs, the page's inline script (src/boot.ts) hides it after `data-shown-until`. The check date is in
 * `data-checked-at` for whoever reads the HTML.
 */
export const AvailabilityBadge = ({ availability, renderedOn }: AvailabilityBadgeProps) => {
  const hydrated = useHydrated();
  const shown = shownAvailability(availability, hydrated ? vietnamToday() : renderedOn);
  if (!shown) return null;
  return (
    <p
      className={`availability availability--${shown.status.replace(/_/g, '-')}`}
      data-checked-at={availability?.checkedAt}
      data-shown-until={availabilityShownUntil(availability)}
    >
      <span className="availability__label">{shown.label}</span>
      {` · ${shown.updated}`}
    </p>
  );
};
