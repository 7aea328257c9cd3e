import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { logSearch } from '../api/log-search';
import { isStaffView } from '../staff-view';

// Each view of the search page counts once in the staff's search statistics. The CDN answers most searches
// without the server seeing them, so the page reports its own query once it runs in the browser; nothing
// waits for the report, and a lost one changes nothing for the visitor.

export const useLogSearch = (query: string): void => {
  const location = useLocation();
  const staffView = isStaffView(location.state);
  const counted = useRef<string>(undefined);

  useEffect(() => {
    // A view is a history entry: StrictMode runs effects twice in development, which must not count twice.
    if (!query.trim() || staffView || counted.current === location.key) return;
    counted.current = location.key;
    logSearch(query).catch(() => undefined);
  }, [query, staffView, location.key]);
};
