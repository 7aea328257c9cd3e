import { describe, expect, it } from 'vitest';
import { matchNames, nameEntry, searchForm, type NameEntry } from '@vongbi/functions/core/rules/name-search';
import { normalizeForSearch } from '@vongbi/functions/contract/text';

const entries = (names: string[]): NameEntry[] => names.map((name, index) => nameEntry(index + 1, searchForm(name)));

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

    // Queries without a bearing code, which match by words alone, as they always did.
    for (const query of ['vong bi', 'bi', 'fag', 'đua', 'bechem mo', 'x']) {
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

describe('matchNames with bearing codes', () => {
  const catalogue: [name: string, code: string][] = [
    ['Vòng bi cầu FAG 6205-2RSR', '6205-2RSR-C3'],
    ['Vòng bi SKF 6205-2RS1', ''],
    ['Vòng bi NSK 6205DDU', ''],
    ['Vòng bi cầu FAG 6205', '6205'],
    ['Vòng bi FAG 6206-2RSR', ''],
    ['Vòng bi FAG 62/28-2RSR', '62/28-2RSR'],
    ['Vòng bi FAG 6228-M', '6228-M'],
    ['Vòng bi FAG 6310-2Z-C3', ''],
    ['Vòng bi tang trống FAG 22220-E1-XL-K', ''],
    ['Vòng bi kim INA NK 25/20', ''],
    ['Gối cầu INA GE 40-DO-2RS', ''],
    ['Vòng bi FAG 609', ''],
    ['Vòng bi FAG 6009', ''],
    ['Mỡ bôi trơn Bechem', ''],
  ];
  const all = catalogue.map(([name, code], index) => nameEntry(index + 1, searchForm(name), searchForm(code)));
  const found = (query: string) => matchNames(all, query, 50).map((entry) => catalogue[entry.id - 1]![0]);

  it('finds a bearing whatever the separators and whichever maker spelled its seal', () => {
    for (const query of ['62052rs', '6205-2RS1', '6205 DDU', '6205 LLU', '6205-2rsr']) {
      expect(found(query).slice(0, 3).sort(), query).toEqual(
        ['Vòng bi NSK 6205DDU', 'Vòng bi SKF 6205-2RS1', 'Vòng bi cầu FAG 6205-2RSR'].sort(),
      );
      expect(found(query), query).not.toContain('Vòng bi FAG 6206-2RSR');
    }
    expect(found('6310zz')).toEqual(['Vòng bi FAG 6310-2Z-C3']);
    expect(found('22220e1xlk')).toEqual(['Vòng bi tang trống FAG 22220-E1-XL-K']);
    expect(found('NK25/20')).toEqual(['Vòng bi kim INA NK 25/20']);
    expect(found('ge40do2rs')).toEqual(['Gối cầu INA GE 40-DO-2RS']);
  });

  it('ranks the whole designation first, then every suffix written, then the size alone', () => {
    expect(found('6205 2rs c3')[0]).toBe('Vòng bi cầu FAG 6205-2RSR');
    expect(found('6205')[0]).toBe('Vòng bi cầu FAG 6205');
    expect(found('6205')).toHaveLength(4);
  });

  it('never matches another size: the slash is part of it, and 609 is not 6009', () => {
    expect(found('62/28')).toEqual(['Vòng bi FAG 62/28-2RSR']);
    expect(found('6228')).toEqual(['Vòng bi FAG 6228-M']);
    expect(found('6207')).toEqual([]);
    expect(found('609')).toEqual(['Vòng bi FAG 609']);
    expect(found('6009')).toEqual(['Vòng bi FAG 6009']);
  });

  it('reads bạc đạn, vòng bi, ổ bi and ổ lăn as one word', () => {
    const bearings6205 = found('vòng bi 6205');
    expect(found('bạc đạn 6205')).toEqual(bearings6205);
    expect(found('bac dan 6205')).toEqual(bearings6205);
    expect(found('ổ bi 6205')).toEqual(bearings6205);
    expect(bearings6205).toHaveLength(4);
  });

  it('lets a code still being typed find the sizes it begins, after whole sizes', () => {
    expect(found('620 fag')).toEqual(['Vòng bi cầu FAG 6205', 'Vòng bi FAG 6206-2RSR', 'Vòng bi cầu FAG 6205-2RSR']);
  });
});

describe('matchNames with a size', () => {
  const sized: [name: string, d: number, D: number, B: number][] = [
    ['Vòng bi FAG 6205-2RSR', 25, 52, 15],
    ['Vòng bi SKF 6205-2RS1', 25, 52, 15],
    ['Vòng bi FAG 2205-2RS', 25, 52, 18],
    ['Vòng bi FAG 6305', 25, 62, 17],
    ['Vòng bi inch R12', 19.05, 41.28, 11.11],
    ['Vòng bi NSK 6205 (đo trên vòng mòn)', 25, 52, 15.3],
  ];
  const all = [
    ...sized.map(([name, d, D, B], index) =>
      nameEntry(index + 1, searchForm(name), '', { boreMm: d, outerDiameterMm: D, widthMm: B }),
    ),
    nameEntry(sized.length + 1, searchForm('Vòng bi 25 52 15 chưa có kích thước')),
  ];
  const found = (query: string) => matchNames(all, query, 50).map((entry) => entry.id);

  it('finds the products of a bore × outside diameter × width however it is written, and nothing by words', () => {
    for (const query of ['25x52x15', '25 x 52 x 15', '25 52 15', 'd25 D52 B15', '25×52×15']) {
      expect(found(query).slice(0, 2).sort(), query).toEqual([1, 2]);
      expect(found(query).slice(2), query).toEqual([6]);
    }
  });

  it('offers sizes within half a millimetre after the exact ones, as a worn ring measures', () => {
    expect(found('25x52x15,3')).toEqual([6, 1, 2]);
    expect(found('25,2x52x15').slice(0, 2).sort()).toEqual([1, 2]);
    expect(found('19x41.3x11.1')).toEqual([5]);
    expect(found('25x52x18')).toEqual([3]);
    expect(found('25x52x16')).toEqual([]);
  });
});

describe('matchNames with a maker named beside the code', () => {
  const catalogue: [name: string, code: string, brand: string][] = [
    ['Vòng bi cầu FAG 6205-2RSR', '6205-2RSR-C3', 'FAG'],
    ['Vòng bi cầu FAG 6205', '6205', 'FAG'],
    ['Vòng bi 6205 kín hai nắp', '6205-2Z', 'INA'],
    ['Vòng bi FAG 6206', '6206', 'FAG'],
    ['Vòng bi FAG 6310-2Z-C3', '6310-2Z-C3', 'FAG'],
    ['Vòng bi tang trống FAG 22220-E1-XL-K', '22220-E1-XL-K', 'FAG'],
    ['Vòng bi đũa FAG NU2212-E-XL-TVP2', 'NU2212-E-XL-TVP2', 'FAG'],
  ];
  const all = catalogue.map(([name, code, brand], index) =>
    nameEntry(index + 1, searchForm(name), searchForm(code), undefined, { brand }),
  );
  const found = (query: string) => matchNames(all, query, 50).map((entry) => catalogue[entry.id - 1]![0]);

  it('reads a leading or trailing maker as the brand held, and answers the FAG and INA parts of that size', () => {
    for (const query of ['SKF 6205-2RS1', '6205 DDU NSK', 'skf 62052rs1', 'Koyo 6205-2RS', '6205-2RS1 SKF']) {
      expect(found(query)[0], query).toBe('Vòng bi cầu FAG 6205-2RSR');
      expect(found(query), query).not.toContain('Vòng bi FAG 6206');
    }
    expect(found('vòng bi SKF 6205').sort()).toEqual(
      ['Vòng bi cầu FAG 6205', 'Vòng bi cầu FAG 6205-2RSR', 'Vòng bi 6205 kín hai nắp'].sort(),
    );
    expect(found('NSK 6310ZZC3')).toEqual(['Vòng bi FAG 6310-2Z-C3']);
    expect(found('SKF 22220 EK')).toEqual(['Vòng bi tang trống FAG 22220-E1-XL-K']);
    expect(found('SKF NU 2212 ECP')).toEqual(['Vòng bi đũa FAG NU2212-E-XL-TVP2']);
  });

  it('puts the FAG or INA brand named first, leading or trailing', () => {
    expect(found('INA 6205')[0]).toBe('Vòng bi 6205 kín hai nắp');
    expect(found('6205 ina')[0]).toBe('Vòng bi 6205 kín hai nắp');
    expect(found('FAG 6205')[0]).toBe('Vòng bi cầu FAG 6205');
    expect(found('FAG 6205')).toHaveLength(3);
  });

  it('keeps a maker as a word to find when no code is named', () => {
    expect(found('vòng bi skf')).toEqual([]);
    expect(found('tang trống fag')).toEqual(['Vòng bi tang trống FAG 22220-E1-XL-K']);
  });
});

describe('matchNames with a code being typed', () => {
  const catalogue: [name: string, code: string][] = [
    ['Vòng bi cầu FAG 6205-2RSR', '6205-2RSR-C3'],
    ['Vòng bi cầu FAG 6205', '6205'],
    ['Vòng bi FAG 6205-2Z', '6205-2Z'],
    ['Vòng bi FAG 6206-2RSR', '6206-2RSR'],
  ];
  const all = catalogue.map(([name, code], index) => nameEntry(index + 1, searchForm(name), searchForm(code)));
  const found = (query: string) => matchNames(all, query, 50).map((entry) => catalogue[entry.id - 1]![0]);

  it('suggests the sealed 6205 at every key on the way to 62052rs, among the first three from the size on', () => {
    const typed = '62052rs';
    for (let length = 1; length <= typed.length; length++) {
      const query = typed.slice(0, length);
      expect(found(query), query).toContain('Vòng bi cầu FAG 6205-2RSR');
      if (length >= 4) expect(found(query).slice(0, 3), query).toContain('Vòng bi cầu FAG 6205-2RSR');
    }
    expect(found('62052rs')[0]).toBe('Vòng bi cầu FAG 6205-2RSR');
  });

  it('offers only what a group begun after the size can still become', () => {
    expect(found('62052').sort()).toEqual(['Vòng bi FAG 6205-2Z', 'Vòng bi cầu FAG 6205-2RSR']);
    expect(found('62052r')).toEqual(['Vòng bi cầu FAG 6205-2RSR']);
    expect(found('6205d')).toEqual(['Vòng bi cầu FAG 6205-2RSR']);
    expect(found('6205-2r')).toEqual(['Vòng bi cầu FAG 6205-2RSR']);
    expect(found('62072')).toEqual([]);
  });
});

describe('matchNames with confirmed cross references', () => {
  const catalogue: [name: string, code: string, references: { brand: string; code: string }[]][] = [
    ['Vòng bi cầu FAG 6205-2RSR', '6205-2RSR', []],
    [
      'Vòng bi cầu FAG 6205-2RSR-C3',
      '6205-2RSR-C3',
      [
        { brand: 'NSK', code: '6205DDUC3' },
        { brand: 'SKF', code: '6205-2RS1/C3' },
      ],
    ],
    ['Gối đỡ INA PASE40-N', 'PASE40-N', [{ brand: 'SKF', code: 'SY 40 TF' }]],
  ];
  const all = catalogue.map(([name, code, crossReferences], index) =>
    nameEntry(index + 1, searchForm(name), searchForm(code), undefined, { brand: 'FAG', crossReferences }),
  );
  const found = (query: string) => matchNames(all, query, 50).map((entry) => catalogue[entry.id - 1]![0]);

  it('finds the product a code was confirmed for before any other, in any spelling of that code', () => {
    for (const query of ['6205DDUC3', '6205 DDU C3', 'NSK 6205DDUC3', 'SKF 6205-2RS1/C3', 'skf 62052rs1c3']) {
      expect(found(query)[0], query).toBe('Vòng bi cầu FAG 6205-2RSR-C3');
    }
    expect(found('SY 40 TF')).toEqual(['Gối đỡ INA PASE40-N']);
    expect(found('skf sy40tf')).toEqual(['Gối đỡ INA PASE40-N']);
  });

  it('does not take one maker’s confirmed code for another’s', () => {
    expect(found('Timken SY 40 TF')).toEqual([]);
  });
});
