// Rich text compared as text: what staff read, not the markup. A revision's HTML and the current one are turned
// into text, then into words, and the words one version has and the other lacks are marked.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Block elements end a line, so paragraphs and table cells do not run into each other. */
const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|td|th|blockquote|table|ul|ol)>|<br\s*\/?>/gi;

/** The text of stored HTML (sanitised on the server): tags dropped, entities read, blank runs folded. */
export const htmlToText = (html: string): string =>
  html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();

/** A run of words both versions share, or only the older (`removed`) or the newer (`added`) has. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many word pairs the comparison is not worth its time: the texts are shown whole, as replaced. */
const MAX_CELLS = 4_000_000;

const merge = (parts: DiffPart[], kind: DiffPart['kind'], word: string): void => {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += ` ${word}`;
  else parts.push({ kind, text: word });
};

/** The words of `before` and `after` in order, each run marked same, removed or added (longest common subsequence). */
export const diffWords = (before: string, after: string): DiffPart[] => {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...(a.length ? [{ kind: 'removed' as const, text: a.join(' ') }] : []),
      ...(b.length ? [{ kind: 'added' as const, text: b.join(' ') }] : []),
    ];
  }
  // common[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      merge(parts, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) {
      merge(parts, 'removed', a[i]!);
      i += 1;
    } else {
      merge(parts, 'added', b[j]!);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) merge(parts, 'removed', a[i]!);
  for (; j < b.length; j += 1) merge(parts, 'added', b[j]!);
  return parts;
};
