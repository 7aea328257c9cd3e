import './styles/fonts.css';
import './styles/global.css';
import { reloadOnceForNewDeploy } from './lib/new-deploy';

// The page's first script, a few hundred bytes. A published page arrives as complete HTML: its text and
// largest images need nothing else to show. So the app that hydrates it is fetched only once the images
// above the fold have loaded and painted, and never competes with them for a phone's bandwidth or main
// thread; the page is readable first and interactive a moment later. The app shell (the back office, a page
// not yet published) has nothing to wait for and loads the app after one frame.

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
await import('./entry-client');
