import './styles/font-fallbacks.css';
import './styles/global.css';
import webFonts from './styles/fonts.css?inline';
import { reloadOnceForNewDeploy } from './lib/new-deploy';

// The page's first script, about 2 KB. A published page arrives as complete HTML: its text and largest
// images need nothing else to show. So the web fonts and the app that hydrates the page are fetched only
// once the images above the fold have loaded and painted, and never compete with them for a phone's
// bandwidth or main thread: the page is readable first, in a local font sized like ours
// (font-fallbacks.css), and takes its own font and becomes interactive a moment later. The app shell (the
// back office, a page not yet published) has nothing to wait for and loads the app after one frame.

const MAX_WAIT_MS = 3_000;

// A lazily loaded chunk (the app, admin screens, the lightbox) of an older deploy is gone: reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewDeploy()) event.preventDefault();
});

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

const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

await Promise.race([
  Promise.all(imagesAboveTheFold().map(settled)),
  new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
]);
await afterNextPaint();
document.head.append(Object.assign(document.createElement('style'), { textContent: webFonts }));
await import('./entry-client');
