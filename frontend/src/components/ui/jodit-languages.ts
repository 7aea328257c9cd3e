// Stands in for jodit/esm/languages.js (see vite.config.ts): Jodit bundles ~30 interface languages, none of
// them Vietnamese. We ship English (the keys) and our own Vietnamese texts.
import en from 'jodit/esm/langs/en.js';
import vi from './jodit-vietnamese';

// Jodit's plugins merge their own few texts into every language with Object.assign; a language missing
// here would be set to a frozen module object and the next plugin's merge would throw. So each one gets
// an empty, writable dictionary.
const others = Object.fromEntries(
  [
    'ar',
    'az',
    'cs_cz',
    'de',
    'es',
    'fa',
    'fi',
    'fr',
    'he',
    'hu',
    'id',
    'it',
    'ja',
    'ko',
    'mn',
    'nl',
    'no',
    'pl',
    'pt_br',
    'ru',
    'sk',
    'sv',
    'tr',
    'ua',
    'zh_cn',
    'zh_tw',
  ].map((code) => [code, {}]),
);

export default { ...others, en: { ...en }, vi: { ...vi } };
