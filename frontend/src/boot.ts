import { reloadOnceForNewDeploy } from './lib/new-deploy';

// The page's one script, inline in its head (vite.config.ts bundles this file on its own and writes it
// there), so a published page paints without waiting for any script file. A published page arrives as
// complete HTML: its text and largest images need nothing else to show. The app that hydrates it (with the
// web fonts, src/web-fonts.ts) is fetched only once the images above the fold have loaded and painted, and
// never competes with them for a phone's bandwidth or main thread: the page is readable first, in a local
// font sized like ours (styles/font-fallbacks.css), and becomes interactive a moment later. The app shell
// (the back office, a page not yet published) has no image to wait for and loads the app once a frame has
// been painted. A published page holds only the rules of the site's stylesheet its HTML uses: the whole
// stylesheet is loaded before the app, which renders what the HTML does not hold (menus, lists, dialogs).

/** The id of the JSON block, written by the build beside this script, that names the app's script files. */
const APP_SCRIPTS_ID = 'app-scripts';

interface AppScripts {
  /** The app's entry chunk (src/entry-client.tsx). */
  entry: string;
  /** Its static imports, fetched beside it rather than one level at a time. */
  preloads: string[];
}

const MAX_WAIT_MS = 3_000;

const imagesAboveTheFold = (): HTMLImageElement[] =>
  [...document.images].filter((image) => {
    if (image.loading === 'lazy') return false;
    const { top, left, right } = image.getBoundingClientRect();
    return top < window.innerHeight && left < window.innerWidth && right > 0;
  });

const settled = (image: HTMLImageElement): Promise<void> =>
  image.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

// Animation-frame callbacks run just before their frame is painted, so the second one runs after the
// first frame has been.
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * The whole site stylesheet, loaded, when the page's inline copy holds only what its HTML uses; the copy then
 * leaves, so each rule is in the document once.
 */
const wholeStylesheet = (): Promise<void> => {
  const usedStyles = document.querySelector<HTMLStyleElement>('style[data-pruned-from]');
  if (!usedStyles) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: usedStyles.dataset.prunedFrom!,
    });
    link.addEventListener(
      'load',
      () => {
        usedStyles.remove();
        resolve();
      },
      { once: true },
    );
    // A file of an older deploy that is gone fails the app's import as well, which reloads the page.
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
};

const scripts = JSON.parse(document.getElementById(APP_SCRIPTS_ID)!.textContent!) as AppScripts;
await Promise.race([
  Promise.all(imagesAboveTheFold().map(settled)),
  new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
]);
await afterNextPaint();
const stylesheetLoaded = wholeStylesheet();
for (const href of scripts.preloads) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}
await stylesheetLoaded;
try {
  await import(/* @vite-ignore */ scripts.entry);
} catch (error) {
  // The app's files are of an older deploy and gone: reload once for the page that names the new ones.
  if (!reloadOnceForNewDeploy()) throw error;
}
