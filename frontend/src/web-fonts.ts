import webFonts from './styles/fonts.css?inline';

// The web fonts come with the app, after the page's first paint (src/boot.ts): until then the text shows in
// the size-adjusted local fallback of styles/font-fallbacks.css, which takes the same room. The app's first
// import, so the fonts are asked for before the rest of the app runs.
document.head.append(Object.assign(document.createElement('style'), { textContent: webFonts }));
