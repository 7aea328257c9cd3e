// What a published page's inline script (src/boot.ts) and the app it starts tell each other. No imports:
// boot is bundled from this file too and must stay a few kilobytes.

/** The id of the JSON block in which a server-rendered page carries its loader data. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** Dispatched on `window` once React has taken the page over: boot then makes again what the visitor did. */
export const APP_HYDRATED_EVENT = 'app-hydrated';

/**
 * On what a published page shows while the visitor has nothing stored under the attribute's value (a
 * localStorage key): when something is stored, boot hides it, keeping its place, and starts the app at once to
 * show what is.
 */
export const SHOWN_IF_NOTHING_STORED_ATTRIBUTE = 'data-shown-if-nothing-stored';
