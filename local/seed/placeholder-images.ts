import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

// Demo images made at seed time, offline: an SVG layout (brand colours, a drawn bearing, the product or
// article name) rendered to PNG by resvg with the Be Vietnam Pro font files from npm, so Vietnamese
// diacritics render the same on every machine and no system font or download is needed. The PNGs go through
// the same store-image service as uploads.

export type PlaceholderKind = 'product' | 'banner' | 'article' | 'video' | 'certificate';
export type PlaceholderBrand = 'FAG' | 'INA' | 'LUK' | 'Schaeffler' | 'NMB' | 'Bechem';

export interface PlaceholderInput {
  kind: PlaceholderKind;
  title: string;
  subtitle?: string;
  /** Sets the colours and the badge; without it the distributor's own navy and amber. */
  brand?: PlaceholderBrand;
}

export interface PlaceholderImage {
  bytes: Buffer;
  fileName: string;
  contentType: 'image/png';
  width: number;
  height: number;
}

export const PLACEHOLDER_SIZES: Record<PlaceholderKind, { width: number; height: number }> = {
  product: { width: 800, height: 800 },
  banner: { width: 1440, height: 400 },
  article: { width: 1200, height: 675 },
  video: { width: 1280, height: 720 },
  /** A portrait sheet, as a scanned certificate is. */
  certificate: { width: 900, height: 1200 },
};

interface Palette {
  base: string;
  dark: string;
  accent: string;
  /** Text on the accent colour. */
  onAccent: string;
}

const HOUSE: Palette = { base: '#0b3a66', dark: '#06213d', accent: '#f5a524', onAccent: '#0b3a66' };
const SCHAEFFLER: Palette = { base: '#00893d', dark: '#004d22', accent: '#ffffff', onAccent: '#00893d' };

const PALETTES: Record<PlaceholderBrand, Palette> = {
  FAG: SCHAEFFLER,
  INA: SCHAEFFLER,
  LUK: SCHAEFFLER,
  Schaeffler: SCHAEFFLER,
  NMB: { base: '#0058a8', dark: '#002f5f', accent: '#f5a524', onAccent: '#002f5f' },
  Bechem: { base: '#c8102e', dark: '#6e0718', accent: '#ffffff', onAccent: '#c8102e' },
};

const HOUSE_MARK = 'VÒNG BI VIỆT';
const FAMILY = 'Be Vietnam Pro';

const require = createRequire(import.meta.url);
const fontFile = (style: string) =>
  require.resolve(`@expo-google-fonts/be-vietnam-pro/${style}/BeVietnamPro_${style}.ttf`);

const renderOptions = (): ResvgRenderOptions => ({
  font: {
    fontFiles: [fontFile('400Regular'), fontFile('600SemiBold'), fontFile('700Bold')],
    loadSystemFonts: false,
    defaultFontFamily: FAMILY,
  },
  // Keep every pixel of the layout; the PNG is exactly the SVG's size.
  fitTo: { mode: 'original' },
});

let options: ResvgRenderOptions | undefined;
const fontOptions = (): ResvgRenderOptions => (options ??= renderOptions());

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// ---- text layout: resvg has no line breaking, so lines are measured with the real font ----

const widths = new Map<string, number>();

const textWidth = (text: string, size: number, weight: number): number => {
  const cacheKey = `${weight}|${size}|${text}`;
  let width = widths.get(cacheKey);
  if (width === undefined) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="${size * 2}"><text x="0" y="${size * 1.5}" font-family="${FAMILY}" font-weight="${weight}" font-size="${size}">${escapeXml(text)}</text></svg>`;
    width = new Resvg(svg, fontOptions()).getBBox()?.width ?? text.length * size * 0.6;
    widths.set(cacheKey, width);
  }
  return width;
};

interface TextBlock {
  lines: string[];
  size: number;
}

const breakLines = (text: string, maxWidth: number, size: number, weight: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/** The largest size (from `size` down to `minSize`) at which the text fits in `maxLines`; cut with "…" if none. */
const fitText = (
  text: string,
  box: { maxWidth: number; maxLines: number; size: number; minSize: number; weight: number },
): TextBlock => {
  for (let size = box.size; size >= box.minSize; size = Math.floor(size * 0.92)) {
    const lines = breakLines(text, box.maxWidth, size, box.weight);
    if (lines.length <= box.maxLines && lines.every((line) => textWidth(line, size, box.weight) <= box.maxWidth)) {
      return { lines, size };
    }
  }
  const size = box.minSize;
  const lines = breakLines(text, box.maxWidth, size, box.weight).slice(0, box.maxLines);
  let last = lines[lines.length - 1] ?? '';
  while (last.length > 1 && textWidth(`${last}…`, size, box.weight) > box.maxWidth) last = last.slice(0, -1).trimEnd();
  lines[lines.length - 1] = `${last}…`;
  return { lines, size };
};

const textLines = (
  block: TextBlock,
  at: { x: number; y: number; lineHeight: number; weight: number; fill: string; anchor?: 'start' | 'middle' },
): string =>
  block.lines
    .map(
      (line, index) =>
        `<text x="${at.x}" y="${at.y + index * block.size * at.lineHeight}" font-family="${FAMILY}" font-weight="${at.weight}" font-size="${block.size}" fill="${at.fill}" text-anchor="${at.anchor ?? 'start'}">${escapeXml(line)}</text>`,
    )
    .join('');

// ---- drawing ----

/** A deep-groove ball bearing seen from the side: outer and inner ring, balls in a cage. */
const bearing = (cx: number, cy: number, r: number, style: 'metal' | 'outline', palette: Palette): string => {
  const balls = 9;
  const pitch = r * 0.66;
  const ball = r * 0.15;
  const ballCircles = Array.from({ length: balls }, (_, index) => {
    const angle = (index / balls) * Math.PI * 2 - Math.PI / 2;
    const x = (cx + Math.cos(angle) * pitch).toFixed(1);
    const y = (cy + Math.sin(angle) * pitch).toFixed(1);
    return style === 'metal'
      ? `<circle cx="${x}" cy="${y}" r="${ball.toFixed(1)}" fill="url(#ball)"/>`
      : `<circle cx="${x}" cy="${y}" r="${ball.toFixed(1)}" fill="none" stroke="#fff" stroke-width="${(r * 0.025).toFixed(1)}"/>`;
  }).join('');

  if (style === 'outline') {
    const stroke = (r * 0.025).toFixed(1);
    return `<g opacity="0.16" fill="none" stroke="#fff" stroke-width="${stroke}">
      <circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.86).toFixed(1)}"/>
      <circle cx="${cx}" cy="${cy}" r="${(r * 0.46).toFixed(1)}"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.3).toFixed(1)}"/>
      <circle cx="${cx}" cy="${cy}" r="${pitch.toFixed(1)}" stroke-dasharray="${(r * 0.04).toFixed(1)} ${(r * 0.06).toFixed(1)}"/>
      ${ballCircles}</g>`;
  }
  return `<g>
    <circle cx="${cx}" cy="${cy + r * 0.06}" r="${r * 1.02}" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#steel)"/>
    <circle cx="${cx}" cy="${cy}" r="${(r * 0.83).toFixed(1)}" fill="${palette.dark}"/>
    <circle cx="${cx}" cy="${cy}" r="${pitch.toFixed(1)}" fill="none" stroke="url(#brass)" stroke-width="${(r * 0.1).toFixed(1)}"/>
    ${ballCircles}
    <circle cx="${cx}" cy="${cy}" r="${(r * 0.49).toFixed(1)}" fill="url(#steel)"/>
    <circle cx="${cx}" cy="${cy}" r="${(r * 0.3).toFixed(1)}" fill="${palette.dark}"/>
    <circle cx="${cx}" cy="${cy}" r="${(r * 0.3).toFixed(1)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${(r * 0.015).toFixed(1)}"/>
  </g>`;
};

const definitions = (palette: Palette, width: number, height: number): string => `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.dark}"/>
  </linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/><stop offset="0.45" stop-color="#b9c1c9"/>
    <stop offset="0.55" stop-color="#dde2e7"/><stop offset="1" stop-color="#7d8893"/>
  </linearGradient>
  <radialGradient id="ball" cx="0.35" cy="0.35" r="0.75">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#c3cad1"/><stop offset="1" stop-color="#5f6b77"/>
  </radialGradient>
  <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f7c566"/><stop offset="1" stop-color="#b7791f"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
  </linearGradient>
  <pattern id="grid" width="${Math.round(width / 24)}" height="${Math.round(width / 24)}" patternUnits="userSpaceOnUse">
    <path d="M ${Math.round(width / 24)} 0 L 0 0 0 ${Math.round(width / 24)}" fill="none" stroke="#fff" stroke-opacity="0.05" stroke-width="1"/>
  </pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#grid)"/>`;

const badge = (label: string, x: number, y: number, size: number, palette: Palette): string => {
  const padding = size * 0.6;
  const width = textWidth(label, size, 700) + padding * 2;
  const height = size * 1.9;
  return `<rect x="${x}" y="${y}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(height / 2).toFixed(1)}" fill="${palette.accent}"/>
  <text x="${(x + width / 2).toFixed(1)}" y="${(y + height * 0.68).toFixed(1)}" font-family="${FAMILY}" font-weight="700" font-size="${size}" fill="${palette.onAccent}" text-anchor="middle" letter-spacing="${(size * 0.08).toFixed(1)}">${escapeXml(label)}</text>`;
};

const houseMark = (x: number, y: number, size: number, anchor: 'start' | 'end' = 'start'): string =>
  `<text x="${x}" y="${y}" font-family="${FAMILY}" font-weight="600" font-size="${size}" fill="#fff" fill-opacity="0.75" letter-spacing="${(size * 0.18).toFixed(1)}" text-anchor="${anchor}">${HOUSE_MARK}</text>`;

const accentBar = (x: number, y: number, width: number, height: number, palette: Palette): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${palette.accent}"/>`;

// ---- layouts ----

type Layout = (input: PlaceholderInput, palette: Palette, width: number, height: number) => string;

const productLayout: Layout = ({ title, subtitle, brand }, palette, width, height) => {
  const margin = 56;
  const titleBlock = fitText(title, { maxWidth: width - margin * 2, maxLines: 2, size: 56, minSize: 34, weight: 700 });
  const subtitleBlock = subtitle
    ? fitText(subtitle, { maxWidth: width - margin * 2, maxLines: 1, size: 30, minSize: 22, weight: 400 })
    : undefined;
  const titleTop = height - 120 - (titleBlock.lines.length - 1) * titleBlock.size * 1.2 - (subtitleBlock ? 48 : 0);
  return [
    bearing(width / 2, height * 0.355, width * 0.21, 'metal', palette),
    brand ? badge(brand.toUpperCase(), margin, margin, 26, palette) : '',
    houseMark(width - margin, margin + 34, 18, 'end'),
    accentBar(margin, titleTop - titleBlock.size - 28, 72, 8, palette),
    textLines(titleBlock, { x: margin, y: titleTop, lineHeight: 1.2, weight: 700, fill: '#fff' }),
    subtitleBlock
      ? textLines(subtitleBlock, {
          x: margin,
          y: titleTop + (titleBlock.lines.length - 1) * titleBlock.size * 1.2 + 52,
          lineHeight: 1.2,
          weight: 400,
          fill: palette.accent === '#ffffff' ? '#e8f1ec' : palette.accent,
        })
      : '',
  ].join('');
};

const bannerLayout: Layout = ({ title, subtitle, brand }, palette, width, height) => {
  // The carousel's arrows sit over the banner's edges (44 px, 12 px in): on a phone, where the banner is a
  // quarter of its size, text starting a sixth of the way in stays clear of them.
  const margin = 240;
  // Up to the drawn bearing on the right.
  const textWidthMax = width - margin - 440;
  const titleBlock = fitText(title, { maxWidth: textWidthMax, maxLines: 2, size: 64, minSize: 40, weight: 700 });
  const subtitleBlock = subtitle
    ? fitText(subtitle, { maxWidth: textWidthMax, maxLines: 1, size: 30, minSize: 22, weight: 400 })
    : undefined;
  const blockHeight = titleBlock.lines.length * titleBlock.size * 1.15 + (subtitleBlock ? 56 : 0);
  const top = (height - blockHeight) / 2 + titleBlock.size * 0.9 + (brand ? 24 : 0);
  return [
    bearing(width - 250, height / 2, 230, 'outline', palette),
    bearing(width - 250, height / 2, 150, 'metal', palette),
    brand ? badge(brand.toUpperCase(), margin, top - titleBlock.size - 56, 22, palette) : '',
    textLines(titleBlock, { x: margin, y: top, lineHeight: 1.15, weight: 700, fill: '#fff' }),
    subtitleBlock
      ? textLines(subtitleBlock, {
          x: margin,
          y: top + (titleBlock.lines.length - 1) * titleBlock.size * 1.15 + 56,
          lineHeight: 1.2,
          weight: 400,
          fill: '#fff',
        })
      : '',
    accentBar(0, height - 10, width, 10, palette),
    houseMark(margin, height - 34, 16),
  ].join('');
};

const articleLayout: Layout = ({ title, subtitle, brand }, palette, width, height) => {
  const margin = 72;
  const titleBlock = fitText(title, { maxWidth: width * 0.56, maxLines: 3, size: 58, minSize: 36, weight: 700 });
  const subtitleBlock = subtitle
    ? fitText(subtitle, { maxWidth: width * 0.56, maxLines: 2, size: 28, minSize: 22, weight: 400 })
    : undefined;
  const titleTop = 220;
  const subtitleTop = titleTop + (titleBlock.lines.length - 1) * titleBlock.size * 1.18 + 64;
  return [
    bearing(width - 120, height - 140, 330, 'outline', palette),
    bearing(width - 225, height / 2, 170, 'metal', palette),
    brand ? badge(brand.toUpperCase(), margin, 84, 22, palette) : accentBar(margin, 100, 88, 10, palette),
    textLines(titleBlock, { x: margin, y: titleTop, lineHeight: 1.18, weight: 700, fill: '#fff' }),
    subtitleBlock
      ? textLines(subtitleBlock, { x: margin, y: subtitleTop, lineHeight: 1.35, weight: 400, fill: '#dfe7ef' })
      : '',
    houseMark(margin, height - 56, 18),
  ].join('');
};

const videoLayout: Layout = ({ title, subtitle, brand }, palette, width, height) => {
  const margin = 72;
  const titleBlock = fitText(title, { maxWidth: width - margin * 2, maxLines: 2, size: 54, minSize: 34, weight: 700 });
  const lastBaseline = height - (subtitle ? 110 : 72);
  const titleTop = lastBaseline - (titleBlock.lines.length - 1) * titleBlock.size * 1.18;
  const subtitleBlock = subtitle
    ? fitText(subtitle, { maxWidth: width - margin * 2, maxLines: 1, size: 28, minSize: 22, weight: 400 })
    : undefined;
  const play = { x: width / 2, y: height * 0.4, r: 74 };
  return [
    bearing(width / 2, height * 0.4, 300, 'outline', palette),
    `<rect y="${height * 0.45}" width="${width}" height="${height * 0.55}" fill="url(#shade)"/>`,
    `<circle cx="${play.x}" cy="${play.y}" r="${play.r}" fill="#fff" fill-opacity="0.92"/>`,
    `<path d="M ${play.x - 22} ${play.y - 36} L ${play.x + 40} ${play.y} L ${play.x - 22} ${play.y + 36} Z" fill="${palette.base}"/>`,
    brand ? badge(brand.toUpperCase(), margin, 56, 22, palette) : '',
    houseMark(width - margin, 88, 18, 'end'),
    accentBar(margin, titleTop - titleBlock.size - 24, 72, 8, palette),
    textLines(titleBlock, { x: margin, y: titleTop, lineHeight: 1.18, weight: 700, fill: '#fff' }),
    subtitleBlock
      ? textLines(subtitleBlock, { x: margin, y: lastBaseline + 48, lineHeight: 1.2, weight: 400, fill: '#e6ecf2' })
      : '',
  ].join('');
};

/** A badge centred on `cx`. */
const centredBadge = (label: string, cx: number, y: number, size: number, palette: Palette): string =>
  badge(label, cx - (textWidth(label, size, 700) + size * 1.2) / 2, y, size, palette);

/**
 * A certificate's stand-in: a framed sheet with its title, issuer and a seal, marked "BẢN MẪU" so that nobody
 * takes the demo for a real document.
 */
const certificateLayout: Layout = ({ title, subtitle, brand }, palette, width, height) => {
  const margin = 110;
  const titleBlock = fitText(title, { maxWidth: width - margin * 2, maxLines: 3, size: 50, minSize: 34, weight: 700 });
  const titleTop = 430;
  const afterTitle = titleTop + (titleBlock.lines.length - 1) * titleBlock.size * 1.2;
  const subtitleBlock = subtitle
    ? fitText(subtitle, { maxWidth: width - margin * 2, maxLines: 2, size: 30, minSize: 22, weight: 400 })
    : undefined;
  const ink = palette.dark;
  const text = (y: number, size: number, weight: number, fill: string, content: string, spacing = 0) =>
    `<text x="${width / 2}" y="${y}" font-family="${FAMILY}" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="middle" letter-spacing="${spacing}">${escapeXml(content)}</text>`;
  return [
    `<rect width="${width}" height="${height}" fill="#fbf9f3"/>`,
    `<rect x="32" y="32" width="${width - 64}" height="${height - 64}" fill="none" stroke="${palette.base}" stroke-width="8"/>`,
    `<rect x="52" y="52" width="${width - 104}" height="${height - 104}" fill="none" stroke="${palette.base}" stroke-opacity="0.45" stroke-width="2"/>`,
    brand
      ? centredBadge(brand.toUpperCase(), width / 2, 120, 24, { ...palette, accent: palette.base, onAccent: '#fff' })
      : '',
    text(300, 30, 600, palette.base, 'GIẤY CHỨNG NHẬN', 8),
    `<rect x="${width / 2 - 60}" y="330" width="120" height="4" fill="${palette.base}"/>`,
    textLines(titleBlock, { x: width / 2, y: titleTop, lineHeight: 1.2, weight: 700, fill: ink, anchor: 'middle' }),
    subtitleBlock
      ? textLines(subtitleBlock, {
          x: width / 2,
          y: afterTitle + 80,
          lineHeight: 1.3,
          weight: 400,
          fill: '#4a5560',
          anchor: 'middle',
        })
      : '',
    `<g transform="translate(${width / 2} ${height - 330})">
      <circle r="118" fill="${palette.base}"/><circle r="104" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 8"/>
    </g>`,
    bearing(width / 2, height - 330, 70, 'metal', palette),
    text(height - 140, 22, 600, '#8a6d1f', 'BẢN MẪU — DỮ LIỆU DEMO', 4),
    text(height - 96, 18, 600, palette.base, HOUSE_MARK, 4),
  ].join('');
};

const LAYOUTS: Record<PlaceholderKind, Layout> = {
  product: productLayout,
  banner: bannerLayout,
  article: articleLayout,
  video: videoLayout,
  certificate: certificateLayout,
};

/** "Vòng bi FAG 6205" → "vong-bi-fag-6205" (đ → d; NFD does not decompose it). */
const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'anh';

/** The SVG behind a placeholder, for inspection; `renderPlaceholder` turns it into PNG bytes. */
export const placeholderSvg = (input: PlaceholderInput): string => {
  const { width, height } = PLACEHOLDER_SIZES[input.kind];
  const palette = input.brand ? PALETTES[input.brand] : HOUSE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${definitions(palette, width, height)}${LAYOUTS[input.kind](input, palette, width, height)}</svg>`;
};

export const renderPlaceholder = (input: PlaceholderInput): PlaceholderImage => {
  const { width, height } = PLACEHOLDER_SIZES[input.kind];
  const bytes = new Resvg(placeholderSvg(input), fontOptions()).render().asPng();
  return { bytes, fileName: `${slug(input.title)}.png`, contentType: 'image/png', width, height };
};
