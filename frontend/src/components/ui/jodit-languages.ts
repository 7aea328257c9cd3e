// Stands in for jodit/esm/languages.js (see vite.config.ts): English only, as Jodit has no Vietnamese.
import en from 'jodit/esm/langs/en.js';

export default { en };
