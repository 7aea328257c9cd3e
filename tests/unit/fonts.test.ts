import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

// The site's fonts are subsets made by frontend/scripts/subset-fonts.ts and committed: one WOFF2 per weight
// the CSS uses, each able to draw every letter of Vietnamese and the punctuation of its texts.

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend');
const fontsDir = join(frontend, 'src', 'assets', 'fonts');

const VOWELS = 'aăâeêioôơuưy';
const TONES = ['\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
/** Every Vietnamese letter, with each tone on each vowel, in lower and upper case, composed (NFC). */
const VIETNAMESE = [
  ...'bcdđghklmnpqrstvx',
  ...VOWELS,
  ...[...VOWELS].flatMap((vowel) => TONES.map((tone) => (vowel + tone).normalize('NFC'))),
]
  .flatMap((letter) => [letter, letter.toUpperCase()])
  .join('');
const PUNCTUATION = '.,;:!?()[]"\'/-–—‘’“”…₫%°';
/** Text typed on a keyboard that sends decomposed marks stays drawable too. */
const COMBINING_MARKS = TONES.join('');

const codePointsOf = async (file: string): Promise<Set<number>> => {
  const sfnt = await fontverter.convert(readFileSync(join(fontsDir, file)), 'sfnt');
  return new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
};

/** A stylesheet with the parts it imports (`@import './site/base.css';`) in their place, as the build inlines them. */
const withImports = (file: string): string =>
  readFileSync(file, 'utf8').replace(/@import '([^']+)';/g, (_, part: string) =>
    withImports(join(dirname(file), part)),
  );

/** Every font-weight the stylesheets ask for, as a number. */
const weightsInCss = (): Set<number> => {
  const css = ['global.css', 'admin.css'].map((file) => withImports(join(frontend, 'src', 'styles', file)));
  const named: Record<string, number> = { normal: 400, bold: 700 };
  // Headings, <strong>, <b> and <th> are bold by default.
  const weights = new Set([400, 700]);
  for (const [, value] of css.join('\n').matchAll(/font-weight:\s*([\w]+)/g))
    weights.add(named[value!] ?? Number(value));
  return weights;
};

describe('the subset web fonts', () => {
  const files = readdirSync(fontsDir).filter((file) => file.endsWith('.woff2'));

  it('are one WOFF2 per weight the CSS uses, no more, no fewer', () => {
    const weights = files.map((file) => Number(/^be-vietnam-pro-(\d{3})\.woff2$/.exec(file)?.[1]));
    expect(new Set(weights)).toEqual(weightsInCss());
    const css = readFileSync(join(frontend, 'src', 'styles', 'fonts.css'), 'utf8');
    for (const file of files) expect(css).toContain(`url('../assets/fonts/${file}') format('woff2')`);
    expect(css.match(/font-display: swap/g)).toHaveLength(files.length);
  });

  it.each(readdirSync(fontsDir).filter((file) => file.endsWith('.woff2')))(
    '%s draws every Vietnamese letter, its marks and punctuation',
    async (file) => {
      const codePoints = await codePointsOf(file);
      const missing = [...(VIETNAMESE + PUNCTUATION + COMBINING_MARKS)].filter(
        (char) => !codePoints.has(char.codePointAt(0)!),
      );
      expect(missing).toEqual([]);
      // A subset, not the whole font: no Cyrillic or Greek.
      expect(codePoints.has(0x416)).toBe(false);
      expect(codePoints.has(0x3a9)).toBe(false);
    },
  );
});
