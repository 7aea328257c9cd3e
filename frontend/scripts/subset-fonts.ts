// Makes the site's web fonts: Be Vietnam Pro in the two weights the CSS uses (400 and 700), each one
// WOFF2 holding exactly the characters Vietnamese text needs, and the metrics of a local fallback font that
// takes the same room, so text shows at once and does not move when the web font arrives.
//
// The same two weights, as TrueType with the same characters, are the font of the PDF documents the server makes
// (the báo giá): PDF embeds TrueType, not WOFF2, and the server must not depend on the machine's fonts.
//
// Run by hand when the weights or the character set change: `npm run subset-fonts -w frontend`.
// It writes functions/core/rules/document-fonts.ts (the TrueType files in base64: a module every runner and the
// Lambda bundle load without a file of their own), src/assets/fonts/*.woff2, src/styles/fonts.css (the web fonts, which the app adds as it starts,
// src/web-fonts.ts) and src/styles/font-fallbacks.css (in every page's head), all committed, so a build needs
// neither the full fonts nor the subsetter. The full fonts come from an npm package (Google Fonts' TTF files); the
// fallback metrics are measured on Liberation Sans (Debian's fonts-liberation), whose advance widths and
// vertical metrics are Arial's.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const WEIGHTS = [
  { weight: 400, style: '400Regular' },
  { weight: 700, style: '700Bold' },
] as const;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every code point a Vietnamese page shows: letters with their marks, in both composed and decomposed form. */
const CODE_POINTS = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1 Supplement: à á â ã è é ê ì í ò ó ô õ ù ú ý, °, ², ·, «», ©, ®, ×
  0x102,
  0x103, // Ă ă
  0x110,
  0x111, // Đ đ
  0x128,
  0x129, // Ĩ ĩ
  0x168,
  0x169, // Ũ ũ
  0x1a0,
  0x1a1, // Ơ ơ
  0x1af,
  0x1b0, // Ư ư
  ...range(0x1ea0, 0x1ef9), // Latin Extended Additional: ạ ả ấ … ỹ
  0x300,
  0x301,
  0x303,
  0x309,
  0x323, // combining grave, acute, tilde, hook above, dot below (decomposed text)
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026, // – — ‘ ’ “ ” • …
  0x20ab,
  0x20ac,
  0x2122, // ₫ € ™
  0x2190,
  0x2191,
  0x2192,
  0x2193,
  0x2197,
  0x2248, // arrows and ≈ of the interface and the specifications
];

const TEXT = String.fromCodePoint(...CODE_POINTS);

const fontFile = (style: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/be-vietnam-pro/${style}/BeVietnamPro_${style}.ttf`));

// ---- fallback metrics ----

/** A paragraph of ordinary Vietnamese, for the average width of text in each font. */
const SAMPLE =
  'Công ty TNHH Kỹ thuật Vòng bi Việt là nhà phân phối ủy quyền vòng bi FAG, INA, LUK, NMB và mỡ bôi trơn ' +
  'Bechem, phục vụ các nhà máy xi măng, thép, giấy, thực phẩm và năng lượng trên cả nước. Liên hệ hotline để ' +
  'được báo giá và tư vấn lựa chọn sản phẩm phù hợp với thiết bị của bạn.';

interface Metrics {
  upem: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** Advance width of SAMPLE, in em. */
  sampleWidth: number;
}

const metricsOf = (bytes: Uint8Array): Metrics => {
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(SAMPLE);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  const { ascender, descender, lineGap } = font.hExtents();
  return { upem: face.upem, ascender, descender, lineGap, sampleWidth: advance / face.upem };
};

const LIBERATION = '/usr/share/fonts/truetype/liberation';
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/** The fallback face for a weight range: Arial (or its metric twin) scaled to Be Vietnam Pro's width and height. */
const fallbackFace = (target: Metrics, fallbackFile: string, locals: string[], weights: string): string => {
  const fallback = metricsOf(readFileSync(join(LIBERATION, fallbackFile)));
  const sizeAdjust = target.sampleWidth / fallback.sampleWidth;
  return [
    '@font-face {',
    "  font-family: 'Be Vietnam Pro Fallback';",
    `  src: ${locals.map((name) => `local('${name}')`).join(', ')};`,
    `  font-weight: ${weights};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(target.ascender / target.upem / sizeAdjust)};`,
    `  descent-override: ${percent(-target.descender / target.upem / sizeAdjust)};`,
    `  line-gap-override: ${percent(target.lineGap / target.upem / sizeAdjust)};`,
    '}',
  ].join('\n');
};

// ---- output ----

const faces: string[] = [];
const documentFonts: string[] = [];
for (const { weight, style } of WEIGHTS) {
  // Without TrueType hinting: half the bytes. Browsers on macOS, Android and iOS ignore it, and Chrome and Edge
  // on Windows (DirectWrite) render this face cleanly without it at the site's text sizes.
  const subset = await subsetFont(fontFile(style), TEXT, { targetFormat: 'woff2', noHinting: true });
  const name = `be-vietnam-pro-${weight}.woff2`;
  writeFileSync(join(frontend, 'src', 'assets', 'fonts', name), subset);
  console.log(`${name}: ${subset.length} bytes`);
  // Hinting is of no use in a PDF, which viewers scale.
  const truetype = await subsetFont(fontFile(style), TEXT, { targetFormat: 'sfnt', noHinting: true });
  console.log(`document font ${weight}: ${truetype.length} bytes`);
  documentFonts.push(`export const BE_VIETNAM_PRO_${weight} = '${Buffer.from(truetype).toString('base64')}';`);
  faces.push(
    [
      '@font-face {',
      "  font-family: 'Be Vietnam Pro';",
      `  src: url('../assets/fonts/${name}') format('woff2');`,
      `  font-weight: ${weight};`,
      '  font-style: normal;',
      '  font-display: swap;',
      '}',
    ].join('\n'),
  );
}

const regular = metricsOf(fontFile('400Regular'));
const bold = metricsOf(fontFile('700Bold'));
const generated = '/* Generated by frontend/scripts/subset-fonts.ts: do not edit by hand. */';
const webFonts = [
  generated,
  '/* Be Vietnam Pro, one file per weight the site uses, with the characters of Vietnamese text only. */',
  ...faces,
].join('\n\n');
const fallbacks = [
  generated,
  "/* A local font with Be Vietnam Pro's width and line height, shown until the web font arrives (no shift). */",
  fallbackFace(regular, 'LiberationSans-Regular.ttf', ['Arial', 'ArialMT', 'Liberation Sans'], '400'),
  fallbackFace(bold, 'LiberationSans-Bold.ttf', ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'], '700'),
].join('\n\n');
writeFileSync(join(frontend, 'src', 'styles', 'fonts.css'), `${webFonts}\n`);
writeFileSync(
  join(frontend, '..', 'functions', 'core', 'rules', 'document-fonts.ts'),
  [
    '// Generated by frontend/scripts/subset-fonts.ts: do not edit by hand.',
    '// Be Vietnam Pro (SIL Open Font License 1.1), TrueType with the characters of Vietnamese text only, in base64.',
    '',
    ...documentFonts,
    '',
  ].join('\n'),
);
writeFileSync(join(frontend, 'src', 'styles', 'font-fallbacks.css'), `${fallbacks}\n`);
