import { describe, expect, it } from 'vitest';
import { matchNames, type NameEntry } from '@vongbi/functions/core/rules/name-search';
import { normalizeForSearch } from '@vongbi/functions/contract/text';

const entries = (names: string[]): NameEntry[] =>
  names.map((name, index) => ({ id: index + 1, normalizedName: normalizeForSearch(name) }));

const names = (found: NameEntry[], all: NameEntry[], source: string[]) =>
  found.map((entry) => source[all.indexOf(entry)]);

describe('matchNames', () => {
  const source = [
    'Gối đỡ vòng bi FAG SNV 52',
    'Vòng bi FAG 6205',
    'Vòng bi FAG 6205-2RSR chịu nhiệt',
    'Vòng bi INA 6205',
    'Dầu bôi trơn Bechem',
    'Vòng bi đũa FAG NU 205',
  ];
  const all = entries(source);

  it('finds names that contain every word, ignoring case and diacritics', () => {
    const found = matchNames(all, 'vong bi fag', 50);
    expect(names(found, all, source)).toEqual([
      'Vòng bi FAG 6205',
      'Vòng bi FAG 6205-2RSR chịu nhiệt',
      'Vòng bi đũa FAG NU 205',
      'Gối đỡ vòng bi FAG SNV 52',
    ]);
  });

  it('matches words in any order, each as a substring', () => {
    expect(names(matchNames(all, '620 ina', 50), all, source)).toEqual(['Vòng bi INA 6205']);
  });

  it('treats đ as d on both sides', () => {
    expect(names(matchNames(all, 'dua', 50), all, source)).toEqual(['Vòng bi đũa FAG NU 205']);
    expect(names(matchNames(all, 'đầu', 50), all, source)).toEqual(['Dầu bôi trơn Bechem']);
  });

  it('puts names that start with the query first, then shorter names', () => {
    const found = names(matchNames(all, 'fag', 50), all, source);
    expect(found).toEqual([
      'Vòng bi FAG 6205',
      'Vòng bi đũa FAG NU 205',
      'Gối đỡ vòng bi FAG SNV 52',
      'Vòng bi FAG 6205-2RSR chịu nhiệt',
    ]);
    const startsFirst = names(matchNames(all, 'goi do', 50), all, source);
    expect(startsFirst).toEqual(['Gối đỡ vòng bi FAG SNV 52']);
    const prefix = entries(['Bộ vòng bi', 'Vòng bi bộ dài hơn nhiều']);
    expect(matchNames(prefix, 'vong bi', 50).map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('answers nothing for a blank query and at most the limit', () => {
    expect(matchNames(all, '   ', 50)).toEqual([]);
    expect(matchNames(all, '', 50)).toEqual([]);
    expect(matchNames(all, 'vong', 2)).toHaveLength(2);
  });

  it('answers nothing when one word is missing', () => {
    expect(matchNames(all, 'vong bi skf', 50)).toEqual([]);
  });
});

describe('matchNames against a plain filter and sort', () => {
  it('keeps exactly the best entries in order over thousands of names', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const words = ['vòng', 'bi', 'fag', 'ina', 'đũa', 'gối', 'đỡ', '6205', '2rs', 'mỡ', 'bechem', 'côn'];
    const many = entries(
      Array.from({ length: 5000 }, () =>
        Array.from({ length: 2 + Math.floor(random() * 5) }, () => words[Math.floor(random() * words.length)]).join(
          ' ',
        ),
      ),
    );

    for (const query of ['vong bi', 'bi', 'fag 6205', 'đua', 'bechem mo', 'x']) {
      const phrase = normalizeForSearch(query);
      const expected = many
        .filter((entry) => phrase.split(' ').every((word) => entry.normalizedName.includes(word)))
        .sort(
          (a, b) =>
            Number(!a.normalizedName.startsWith(phrase)) - Number(!b.normalizedName.startsWith(phrase)) ||
            a.normalizedName.length - b.normalizedName.length ||
            a.normalizedName.localeCompare(b.normalizedName, 'en') ||
            a.id - b.id,
        )
        .slice(0, 50);
      expect(matchNames(many, query, 50), query).toEqual(expected);
    }
  });
});
