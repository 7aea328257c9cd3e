import { vietnamToday } from '@vongbi/functions/contract/vietnam-today';
import { reloadOnceForNewDeploy } from './lib/new-deploy';
import { APP_HYDRATED_EVENT, HYDRATION_DATA_ID, SHOWN_IF_NOTHING_STORED_ATTRIBUTE } from './lib/page-takeover';

// The page's one script, inline in its head (vite.config.ts bundles this file on its own and writes it
// there), so a published page paints without waiting for any script file. A published page arrives as
// complete HTML: a visitor reads it, follows its links and scrolls through its images with no app at all. The
// app (React, with the web fonts, src/web-fonts.ts) costs a phone about a second of its main thread to start,
// so it starts only when the visitor first uses the page (a touch, a key, the mouse), or once they have read
// for IDLE_START_MS without using it, so that their first tap then finds it ready. Until then the text shows
// in a local font sized like ours (styles/font-fallbacks.css), and this script does the little a page needs
// on its own: it hides what has expired since the page was published and gives the lazy images their
// address once the images above the fold have painted. What the visitor does before the app has taken the
// page over is kept: text typed into a field is handed to the app, and a press on a button or a form's
// submission waits for it and is made again. The app shell (the back office, a page not yet published), a page
// whose content the visitor's browser holds (a stored quote list) and an address whose query string or fragment
// the published HTML may not show (a helper's inputs, a category's filters or its spec table) start the app at
// once. A published page holds only the rules of the site's stylesheet its HTML uses: the whole
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
/** A visitor who has not used the page this long after its first text or image showed is reading it. */
const IDLE_START_MS = 4_000;
/** A touch, a key, the mouse or the wheel: the visitor is about to use the page. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'];

/** A published card or badge that says until when it may be shown (an availability check, a certificate). */
const hideExpired = () => {
  const today = vietnamToday();
  for (const element of document.querySelectorAll<HTMLElement>('[data-shown-until]')) {
    if (element.dataset.shownUntil! < today) element.hidden = true;
  }
};

/**
 * What stands for an empty list (the quote list's) is hidden while the visitor's stored list waits for the app;
 * whether anything was, and so waits.
 */
const hideWhatIsStored = (): boolean => {
  let hidden = false;
  for (const element of document.querySelectorAll<HTMLElement>(`[${SHOWN_IF_NOTHING_STORED_ATTRIBUTE}]`)) {
    try {
      if (localStorage.getItem(element.getAttribute(SHOWN_IF_NOTHING_STORED_ATTRIBUTE)!) !== null) {
        element.style.visibility = 'hidden';
        hidden = true;
      }
    } catch {
      // A browser that refuses storage has nothing stored.
    }
  }
  return hidden;
};

/** Whether the element is on the first screen: a carousel's slides beyond its edge are not, as below it. */
const onScreen = (element: Element): boolean => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight && right > 0 && left < window.innerWidth;
};

const imagesAboveTheFold = (): HTMLImageElement[] =>
  [...document.images].filter((image) => image.loading !== 'lazy' && onScreen(image));

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

/** Settles once the page has shown its first text or image: the visitor's reading starts there. */
const contentfulPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

// The first contentful paint too: a frame run after an image loaded can come before the page is first shown, and
// lazy images fetched then share a phone's bandwidth with the largest one while it has yet to appear.
const aboveTheFoldPainted = async (): Promise<void> => {
  await Promise.race([
    Promise.all([...imagesAboveTheFold().map(settled), contentfulPaint()]),
    new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
  ]);
  await afterNextPaint();
};

const giveAddress = (image: HTMLImageElement) => {
  if (image.dataset.srcset) image.srcset = image.dataset.srcset;
  image.src = image.dataset.src!;
};

/**
 * The lazy images (components/ui/site-image.tsx) get their address, the browser loads each as it nears; so does the
 * contact page's map (routes/site/contact.tsx).
 */
const addressLazyImagesAndMap = () => {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-src]:not([src])')) giveAddress(image);
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-src]:not([src])')) {
    frame.src = frame.dataset.src!;
  }
};

/** A screen at least this wide is not a phone's: a list shows several cards to a row there (styles/site). */
const WIDE_SCREEN = '(min-width: 961px)';

/**
 * A list publishes one picture to load at once, the first a phone shows, so that on a phone it does not share the
 * bandwidth with others. A wide screen shows rows of cards at once: their pictures load at once too, as eager ones.
 */
const addressFirstRowsOnAWideScreen = () => {
  if (!window.matchMedia(WIDE_SCREEN).matches) return;
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-src]')) {
    if (!onScreen(image)) continue;
    image.loading = 'eager';
    giveAddress(image);
  }
};

/** Settles at the visitor's first use of the page. */
const firstUse = (): Promise<void> =>
  new Promise((resolve) => {
    const done = new AbortController();
    const use = () => {
      done.abort();
      resolve();
    };
    for (const type of FIRST_USE_EVENTS) {
      window.addEventListener(type, use, { capture: true, passive: true, signal: done.signal });
    }
  });

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The element, or the one of its id that took its place: a part the app renders anew (a category's filters). */
const inThePage = (element: HTMLElement): HTMLElement | null =>
  element.isConnected ? element : element.id ? document.getElementById(element.id) : null;

/**
 * Holds what the visitor does before the app has taken the page over: presses on buttons, check boxes and
 * radio buttons and forms' submissions are stopped and noted, fields typed into are noted. `readTyped` reads the
 * fields as the app has taken them over; `replay` hands them to the app, stops holding (React then answers the
 * page's events itself), makes the presses again, in order, and has the pointer enter what it rests on. Presses
 * are held until the typed text is handed over: one made in between would find the app's old state (a list pasted
 * before the app ran, and its "Thêm vào danh sách" pressed as it started, lost).
 */
const holdUse = () => {
  const holding = new AbortController();
  const presses: (() => void)[] = [];
  const fields = new Set<Field>();
  const options = { capture: true, signal: holding.signal };
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const control = target.closest<HTMLElement>(
        'button, input[type="checkbox"], input[type="radio"], input[type="submit"]',
      );
      // A link followed while a press waits would leave the page without it: the link waits its turn too.
      const link = presses.length > 0 ? target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!control && !link) return;
      // A check box's tick is undone too: the app ticks it when the press is made again.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (link) {
        presses.push(() => link.click());
        return;
      }
      // The press shows it was taken: the app answers it as soon as it runs.
      control!.setAttribute('aria-busy', 'true');
      control!.style.cursor = 'progress';
      control!.style.opacity = '0.7';
      presses.push(() => {
        control!.removeAttribute('aria-busy');
        control!.style.removeProperty('cursor');
        control!.style.removeProperty('opacity');
        inThePage(control!)?.click();
      });
    },
    options,
  );
  // Enter in a field of a form without a submit button: the form is sent again once the app can send it.
  document.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      presses.push(() => form.requestSubmit());
    },
    options,
  );
  const noteField = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      fields.add(field);
    }
  };
  document.addEventListener('input', noteField, options);
  document.addEventListener('change', noteField, options);

  /** What was typed, read as React finishes taking the page over: its next render writes its own state. */
  let typed = new Map<Field, string>();

  /**
   * React notices a field's change by comparing its value with the one it last saw. Written again (empty
   * through the field's own setter, which React watches, then the typed text through the element's), the
   * next input event is a change to it.
   */
  const handToApp = (field: Field, value: string) => {
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  return {
    readTyped: () => {
      typed = new Map([...fields].map((field) => [field, field.value]));
    },
    replay: () => {
      for (const [field, value] of typed) {
        const current = inThePage(field);
        if (current) handToApp(current as Field, value);
      }
      holding.abort();
      for (const press of presses) press();
      // A mouse that came to rest on a menu before the app ran entered it unseen: it enters it again now.
      const hovered = [...document.querySelectorAll(':hover')].at(-1);
      hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
    },
  };
};

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

/** Settles once the app has started. */
const startApp = async (scripts: AppScripts): Promise<void> => {
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
};

const scripts = JSON.parse(document.getElementById(APP_SCRIPTS_ID)!.textContent!) as AppScripts;
const published = document.getElementById(HYDRATION_DATA_ID) !== null;
hideExpired();
const storedWaits = hideWhatIsStored();
addressFirstRowsOnAWideScreen();
const held = holdUse();
const used = firstUse();
const painted = aboveTheFoldPainted().then(addressLazyImagesAndMap);
const appNeededAtOnce = window.location.search !== '' || window.location.hash !== '' || storedWaits;
const read = Promise.all([painted, contentfulPaint()]).then(
  () => new Promise((resolve) => setTimeout(resolve, IDLE_START_MS)),
);
// The app shell (the back office, a buyer's requests) shows nothing until its app runs: no paint to wait for.
if (published) await Promise.race([used, appNeededAtOnce ? painted : read]);
const hydrated = new Promise((resolve) => {
  const taken = () => {
    held.readTyped();
    resolve(undefined);
  };
  window.addEventListener(APP_HYDRATED_EVENT, taken, { once: true });
});
await startApp(scripts);
await hydrated;
// A task later, React has rendered the page as the app (its state, not what was typed) and can take changes.
await new Promise((resolve) => setTimeout(resolve, 0));
held.replay();
