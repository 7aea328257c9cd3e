import { describe, expect, it } from 'vitest';
import { fieldText } from '@/features/revisions/field-values';
import { diffWords, htmlToText } from '@/features/revisions/text-diff';

// Rich text in the history's side-by-side view is compared as the text staff read.

describe('htmlToText', () => {
  it('keeps the words, one line per block, entities read', () => {
    expect(
      htmlToText(
        '<h2>Vòng bi &amp; gối đỡ</h2><p>Chịu tải <strong>hướng kính</strong>.</p><p>Giá&nbsp;tốt<br>Giao nhanh</p>',
      ),
    ).toBe('Vòng bi & gối đỡ\nChịu tải hướng kính.\nGiá tốt\nGiao nhanh');
  });

  it('reads numeric entities and table cells apart', () => {
    expect(
      htmlToText('<table><tr><td>d</td><td>25&#160;mm</td></tr><tr><td>D</td><td>52&#x20;mm</td></tr></table>'),
    ).toBe('d\n25 mm\nD\n52 mm');
  });
});

describe('diffWords', () => {
  it('marks the words only the older text has and those only the newer has', () => {
    expect(diffWords('Vòng bi cầu một dãy FAG', 'Vòng bi cầu hai dãy SKF')).toEqual([
      { kind: 'same', text: 'Vòng bi cầu' },
      { kind: 'removed', text: 'một' },
      { kind: 'added', text: 'hai' },
      { kind: 'same', text: 'dãy' },
      { kind: 'removed', text: 'FAG' },
      { kind: 'added', text: 'SKF' },
    ]);
  });

  it('answers one run for equal texts, and whole runs for an empty side', () => {
    expect(diffWords('Giống nhau', 'Giống  nhau')).toEqual([{ kind: 'same', text: 'Giống nhau' }]);
    expect(diffWords('', 'Mới')).toEqual([{ kind: 'added', text: 'Mới' }]);
    expect(diffWords('Cũ', '')).toEqual([{ kind: 'removed', text: 'Cũ' }]);
  });

  it('shows very long texts whole, as replaced, instead of comparing them word by word', () => {
    const long = (word: string) => Array.from({ length: 3000 }, (_, index) => `${word}${index}`).join(' ');
    const parts = diffWords(long('a'), long('b'));
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added']);
  });
});

describe('fieldText', () => {
  it('names images, categories, empty values and decimals as staff read them', () => {
    expect(fieldText('imageId', 12, false)).toBe('Ảnh #12');
    expect(fieldText('imageIds', [3, 4], false)).toBe('Ảnh #3, Ảnh #4');
    expect(fieldText('outerProductId', 5, false)).toBe('Danh mục #5');
    expect(fieldText('boreMm', 12.7, false)).toBe('12,7');
    expect(fieldText('brand', '', false)).toBe('—');
    expect(fieldText('boreMm', null, false)).toBe('—');
    expect(fieldText('massKg', 0.128, false)).toBe('0,128');
    expect(fieldText('availability', { status: 'in_stock', checkedAt: '2026-11-28' }, false)).toBe(
      'Có sẵn, kiểm tra 28/11/2026',
    );
    expect(fieldText('availability', null, false)).toBe('—');
    expect(fieldText('description', '<p>Mô tả <em>mới</em></p>', true)).toBe('Mô tả mới');
  });

  it('lets the screen name a value first (type codes)', () => {
    expect(
      fieldText('articleType', 1, false, (field, value) =>
        field === 'articleType' ? `Loại ${String(value)}` : undefined,
      ),
    ).toBe('Loại 1');
  });
});
