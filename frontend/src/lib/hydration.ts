import { useSyncExternalStore } from 'react';
import { HYDRATION_DATA_ID } from './page-takeover';

export const readHydrationData = (): unknown => {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? JSON.parse(text) : undefined;
};

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from the render after (and at once
 * on a page the browser renders itself): for what a published page should fetch only once the app runs.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
