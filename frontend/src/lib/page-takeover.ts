// What a published page's inline script (src/boot.ts) and the app it starts tell each other. No imports:
// boot is bundled from this file too and must stay a few kilobytes.

/** The id of the JSON block in which a server-rendered page carries its loader data. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** Dispatched on `window` once React has taken the page over: boot then makes again what the visitor did. */
export const APP_HYDRATED_EVENT = 'app-hydrated';
