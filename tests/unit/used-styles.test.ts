import { describe, expect, it } from 'vitest';
import { pageTokens, stylesUsedBy } from '../../frontend/src/lib/used-styles';

// The rules a published page keeps inline (frontend/src/lib/used-styles.ts). What the page's first view looks
// like with them is proved in a browser (tests/e2e/used-styles.test.ts); here, which rule is kept and why.

const page = `<!doctype html><html lang="vi"><head></head><body>
  <header class="site-header"><nav id="menu" class="site-nav site-nav--closed"><a class="site-nav__link" href="/">Trang chủ</a></nav></header>
  <main><details class="faq"><summary>Hỏi</summary><p>Đáp</p></details><button type="button" disabled>Gửi</button></main>
</body></html>`;

const kept = (css: string) => stylesUsedBy(css, page);

describe('the rules a page keeps inline', () => {
  it('reads the element names, classes and ids of a page', () => {
    const tokens = pageTokens(page);
    for (const token of ['header', 'nav', 'details', '.site-nav', '.site-nav--closed', '#menu', 'button']) {
      expect(tokens).toContain(token);
    }
    expect(tokens).not.toContain('.site-nav--open');
  });

  it('keeps a rule whose classes, ids and elements the page holds, and drops one naming anything else', () => {
    expect(kept('.site-header{color:red}')).toBe('.site-header{color:red}');
    expect(kept('.site-nav--open{display:block}')).toBe('');
    expect(kept('#menu .site-nav__link{color:red}')).toBe('#menu .site-nav__link{color:red}');
    expect(kept('#other .site-nav__link{color:red}')).toBe('');
    expect(kept('table td{padding:0}')).toBe('');
    expect(kept('main>button{padding:0}')).toBe('main>button{padding:0}');
  });

  it('keeps a rule when any selector of its list applies', () => {
    expect(kept('.dialog,.site-header{margin:0}')).toBe('.dialog,.site-header{margin:0}');
    expect(kept('.dialog,.toast{margin:0}')).toBe('');
  });

  it('keeps the states a page reaches before the app runs: pseudo-classes and attributes require nothing', () => {
    expect(kept('.site-nav__link:hover{color:red}')).toBe('.site-nav__link:hover{color:red}');
    expect(kept('details[open] summary{font-weight:700}')).toBe('details[open] summary{font-weight:700}');
    expect(kept('button:not(:disabled):focus-visible{outline:0}')).toBe(
      'button:not(:disabled):focus-visible{outline:0}',
    );
    expect(kept('.faq:has(.answer--open){color:red}')).toBe('.faq:has(.answer--open){color:red}');
    expect(kept('a[href$=".pdf"]::after{content:"PDF"}')).toBe('a[href$=".pdf"]::after{content:"PDF"}');
    expect(kept(':root{--ink:#111}*,:before,:after{box-sizing:border-box}')).toBe(
      ':root{--ink:#111}*,:before,:after{box-sizing:border-box}',
    );
  });

  it('filters the rules inside a media query, and drops the query when none is left', () => {
    expect(kept('@media (min-width:768px){.site-header{padding:0}.dialog{padding:0}}')).toBe(
      '@media (min-width:768px){.site-header{padding:0}}',
    );
    expect(kept('@media (min-width:768px){.dialog{padding:0}}')).toBe('');
  });

  it('keeps font faces and keyframes whatever the page holds', () => {
    const css = '@font-face{font-family:Be Vietnam Pro;src:local(Arial)}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(kept(css)).toBe(css);
  });

  it('keeps the rules in their order, so the cascade is unchanged', () => {
    expect(kept('.site-nav{color:red}.dialog{color:blue}.site-header{color:green}.site-nav{color:black}')).toBe(
      '.site-nav{color:red}.site-header{color:green}.site-nav{color:black}',
    );
  });
});
