// A script chunk of an older deploy is gone once a new one is out: reload once to get the new one; if that
// already happened a moment ago, offer a retry instead of looping.

const RELOADED_KEY = 'chunk-reloaded-at';

export const mayReloadForNewDeploy = (): boolean =>
  Date.now() - Number(sessionStorage.getItem(RELOADED_KEY) ?? 0) > 60_000;

export const reloadForNewDeploy = (): void => {
  sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  window.location.reload();
};

/** The visitor asked to retry: the next missing chunk may reload again. */
export const forgetReloadForNewDeploy = (): void => sessionStorage.removeItem(RELOADED_KEY);

export const reloadOnceForNewDeploy = (): boolean => {
  if (!mayReloadForNewDeploy()) return false;
  reloadForNewDeploy();
  return true;
};
