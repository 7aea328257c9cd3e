import { describe, expect, it } from 'vitest';
import { normalizeForSearch, removeDiacritics, searchWords, toPathSlug } from '@vongbi/functions/contract/text';

describe('toPathSlug', () => {
  it.each([
    ['Vòng bi FAG 6205', 'vong-bi-fag-6205'],
    ['Gối đỡ vòng bi', 'goi-do-vong-bi'],
    ['ĐO PHÂN TÍCH RUNG ĐỘNG', 'do-phan-tich-rung-dong'],
    ['Mỡ bôi trơn Bechem (chịu nhiệt) — 400°C', 'mo-boi-tron-bechem-chiu-nhiet-400-c'],
    ['  --Cảo thủy lực!!  ', 'cao-thuy-luc'],
    ['Sản phẩm công nghệ mới Schaeffler', 'san-pham-cong-nghe-moi-schaeffler'],
    ['Ưu đãi ỹ ữ ổ ờ', 'uu-dai-y-u-o-o'],
  ])('turns %j into %j', (text, slug) => {
    expect(toPathSlug(text)).toBe(slug);
  });

  it('handles text already in decomposed form (NFD input)', () => {
    expect(toPathSlug('Vòng bi'.normalize('NFD'))).toBe('vong-bi');
  });

  it('gives "" for text without letters or digits', () => {
    expect(toPathSlug(' !!! ')).toBe('');
  });

  it('keeps a slug within 200 characters, never ending in a dash', () => {
    const slug = toPathSlug(`${'a'.repeat(199)} bc`);
    expect(slug).toBe('a'.repeat(199));
    expect(toPathSlug('vòng bi '.repeat(60))).toMatch(/^[a-z0-9-]{1,200}$/);
    expect(toPathSlug('vòng bi '.repeat(60)).endsWith('-')).toBe(false);
  });

  it('produces only the characters a path may hold', () => {
    expect(toPathSlug('Ổ bi 6205-2RS/C3 “chính hãng”')).toBe('o-bi-6205-2rs-c3-chinh-hang');
  });
});

describe('removeDiacritics', () => {
  it('maps đ and Đ to d, which NFD alone does not decompose', () => {
    expect('đ'.normalize('NFD')).toBe('đ');
    expect(removeDiacritics('Đường đi')).toBe('duong di');
  });
});

describe('normalizeForSearch', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(normalizeForSearch('Vòng bi FAG-6205')).toBe('vong bi fag 6205');
    expect(normalizeForSearch('  MỠ   BÔI  TRƠN ')).toBe('mo boi tron');
  });

  it('gives the same form for precomposed and decomposed input', () => {
    const name = 'Thiết bị gia nhiệt cảm ứng';
    expect(normalizeForSearch(name.normalize('NFD'))).toBe(normalizeForSearch(name.normalize('NFC')));
  });
});

describe('searchWords', () => {
  it('splits a query into normalised words', () => {
    expect(searchWords(' Vòng  bi, FAG ')).toEqual(['vong', 'bi', 'fag']);
  });

  it('gives no words for a blank query', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });
});
