import { describe, expect, it } from 'vitest';
import {
  fillSlots,
  formatDate,
  formatDimensions,
  formatMillimetres,
  formatSpecValue,
  isChunkLoadError,
  knownDimensions,
  isYoutubeId,
  linkOrHash,
  orNotAvailable,
  othersThan,
  padToCount,
  productSpecs,
  toColumns,
  youtubeIds,
} from '../../frontend/src/lib/site-format';
import { describe as describeText, documentTitle, resolvePageMeta } from '../../frontend/src/lib/page-meta';

describe('formatDate', () => {
  it('shows the date part of the Vietnamese locale, in Hanoi time whatever the machine zone', () => {
    expect(formatDate('2026-11-23T02:05:09.000Z')).toBe('23/11/2026');
    // 20:00 UTC is already the next morning in Hanoi.
    expect(formatDate('2026-11-23T20:00:00.000Z')).toBe('24/11/2026');
  });

  it('shows N/A for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('N/A');
  });
});

describe('product sizes', () => {
  it('write millimetres with a decimal comma and no grouping', () => {
    expect(formatMillimetres(25)).toBe('25');
    expect(formatMillimetres(12.7)).toBe('12,7');
    expect(formatMillimetres(24.75)).toBe('24,75');
    expect(formatMillimetres(1500)).toBe('1500');
  });

  it('show d × D × B only when all three are known', () => {
    const size = knownDimensions({ boreMm: 25, outerDiameterMm: 52, widthMm: 15 })!;
    expect(formatDimensions(size)).toBe('25 × 52 × 15 mm');
    expect(formatDimensions({ boreMm: 12.7, outerDiameterMm: 28.58, widthMm: 7.94 })).toBe('12,7 × 28,58 × 7,94 mm');
    expect(knownDimensions({ boreMm: 25, outerDiameterMm: null, widthMm: 15 })).toBeUndefined();
    expect(knownDimensions({})).toBeUndefined();
  });
});

describe("a product's technical table", () => {
  const noData = {
    dynamicLoadKn: null,
    staticLoadKn: null,
    referenceSpeedRpm: null,
    limitingSpeedRpm: null,
    massKg: null,
  };

  it('lists d, D and B, then C, C0, the speeds and the mass, with their units', () => {
    const specs = productSpecs({
      boreMm: 25,
      outerDiameterMm: 52,
      widthMm: 15,
      dynamicLoadKn: 14.8,
      staticLoadKn: 7.8,
      referenceSpeedRpm: 28_000,
      limitingSpeedRpm: 17_000,
      massKg: 0.128,
    });

    expect(specs.map(({ name, unit }) => `${name} (${unit})`)).toEqual([
      'Đường kính trong d (mm)',
      'Đường kính ngoài D (mm)',
      'Chiều rộng B (mm)',
      'Tải trọng động C (kN)',
      'Tải trọng tĩnh C0 (kN)',
      'Tốc độ tham chiếu (vòng/phút)',
      'Tốc độ giới hạn (vòng/phút)',
      'Khối lượng (kg)',
    ]);
    expect(specs.map(formatSpecValue)).toEqual(['25', '52', '15', '14,8', '7,8', '28.000', '17.000', '0,128']);
  });

  it('leaves out the values not known, and a partial size', () => {
    const specs = productSpecs({ boreMm: 25, outerDiameterMm: null, widthMm: 15, ...noData, massKg: 1.25 });

    expect(specs).toEqual([{ key: 'massKg', name: 'Khối lượng', value: 1.25, unit: 'kg' }]);
    expect(productSpecs({ boreMm: null, outerDiameterMm: null, widthMm: null, ...noData })).toEqual([]);
    expect(productSpecs({})).toEqual([]);
  });

  it('writes lengths without grouping, as the size always was, and other values the Vietnamese way', () => {
    expect(formatSpecValue({ key: 'outerDiameterMm', value: 1500 })).toBe('1500');
    expect(formatSpecValue({ key: 'widthMm', value: 12.7 })).toBe('12,7');
    expect(formatSpecValue({ key: 'referenceSpeedRpm', value: 1_250_000 })).toBe('1.250.000');
    expect(formatSpecValue({ key: 'massKg', value: 1250.5 })).toBe('1.250,5');
  });
});

describe('home slots', () => {
  const item = (id: number) => ({ id });

  it('repeats the last item up to the fixed count, and keeps an empty list empty', () => {
    expect(padToCount([item(1), item(2)], 4)).toEqual([item(1), item(2), item(2), item(2)]);
    expect(padToCount([item(1), item(2), item(3)], 2)).toEqual([item(1), item(2)]);
    expect(padToCount([], 3)).toEqual([]);
  });

  it('takes the configured items in slot order, then the newest others, once each', () => {
    const pool = [item(5), item(4), item(3), item(2)];
    expect(fillSlots([item(3), undefined, item(3), item(2)], pool, 3)).toEqual([item(3), item(2), item(5)]);
    expect(fillSlots([undefined], [item(7)], 3)).toEqual([item(7), item(7), item(7)]);
  });
});

describe('detail pages', () => {
  it('list up to 4 others, never the current one', () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    expect(othersThan(items, 2)).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }, { id: 5 }]);
    expect(othersThan([{ id: 1 }], 1)).toEqual([]);
  });

  it('show N/A for a missing or blank field', () => {
    expect(orNotAvailable(undefined)).toBe('N/A');
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable('Đức')).toBe('Đức');
  });

  it('embed only well-formed YouTube ids of a comma-separated list', () => {
    expect(youtubeIds(' M7lc1UVf-VE, ,aqz-KE-bpKQ,javascript:x ')).toEqual(['M7lc1UVf-VE', 'aqz-KE-bpKQ']);
    expect(youtubeIds(undefined)).toEqual([]);
    expect(isYoutubeId('M7lc1UVf-V')).toBe(false);
  });
});

describe('category carousel', () => {
  it('pairs products into 2-row columns', () => {
    expect(toColumns([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('configured links', () => {
  it('fall back to # when missing', () => {
    expect(linkOrHash(undefined)).toBe('#');
    expect(linkOrHash('')).toBe('#');
    expect(linkOrHash('/products/vong-bi-fag')).toBe('/products/vong-bi-fag');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Loading chunk 12 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Không tìm thấy'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('page meta', () => {
  it('takes the deepest route that names its page', () => {
    const meta = resolvePageMeta([
      { handle: undefined, data: undefined },
      { handle: { meta: () => ({ title: 'Sản phẩm' }) }, data: undefined },
      {
        handle: { meta: (data: unknown) => ({ title: (data as { name: string }).name }) },
        data: { name: 'Vòng bi FAG' },
      },
    ]);
    expect(meta).toEqual({ title: 'Vòng bi FAG' });
    expect(documentTitle(meta)).toBe('Vòng bi FAG | Vòng bi Việt');
    expect(documentTitle({ title: 'Vòng bi Việt' })).toBe('Vòng bi Việt');
  });

  it('makes a one-line description of at most 160 characters', () => {
    expect(describeText('  Gối đỡ\n  vòng bi  ')).toBe('Gối đỡ vòng bi');
    expect(describeText('x'.repeat(300))).toHaveLength(158);
    expect(describeText('')).toMatch(/Nhà phân phối ủy quyền/);
  });
});
