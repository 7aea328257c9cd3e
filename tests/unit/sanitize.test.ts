import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '@vongbi/functions/core/rules/sanitize';

describe('sanitizeRichHtml', () => {
  it('keeps formatting, headings, lists, tables, safe links and our images', () => {
    const html =
      '<h2>Vòng bi</h2><p><strong>FAG</strong> <em>6205</em></p><ul><li>Một</li></ul>' +
      '<table><tbody><tr><td colspan="2">Ô</td></tr></tbody></table>' +
      '<p><a href="https://schaeffler.com" target="_blank">web</a> <a href="tel:0912345678">gọi</a> ' +
      '<a href="mailto:a@b.vn">thư</a></p><img src="/static/files/2026/11/a.webp" alt="ảnh" />';

    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const html =
      '<p onclick="x()">Chào<script>alert(1)</script></p><a href="javascript:alert(1)">bấm</a><img src="x" onerror="y()">';

    expect(sanitizeRichHtml(html)).toBe('<p>Chào</p><a>bấm</a>');
  });

  it('keeps YouTube embeds only', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/kJQP7kiw5Fk" width="560" height="315"></iframe>';
    const nocookie = '<iframe src="https://www.youtube-nocookie.com/embed/kJQP7kiw5Fk"></iframe>';

    expect(sanitizeRichHtml(youtube)).toBe(youtube);
    expect(sanitizeRichHtml(nocookie)).toBe(nocookie);
    expect(sanitizeRichHtml('<iframe src="https://evil.example/embed/kJQP7kiw5Fk"></iframe>')).toBe('');
    expect(sanitizeRichHtml('<iframe src="https://www.youtube.com/watch?v=kJQP7kiw5Fk"></iframe>')).toBe('');
    expect(sanitizeRichHtml('<iframe srcdoc="<script>x</script>"></iframe>')).toBe('');
  });

  it('drops images that are neither ours nor https', () => {
    expect(sanitizeRichHtml('<img src="http://plain.example/a.png">')).toBe('');
    expect(sanitizeRichHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichHtml('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png" />');
  });

  it('keeps only the allowed style properties, and none that load or move things', () => {
    const html =
      '<p style="color:red;position:fixed;background-image:url(x);font-size:18px">a</p>' +
      '<span style="background-color:expression(alert(1))">b</span><img src="/static/a.png" style="width:100px;top:0" />';

    expect(sanitizeRichHtml(html)).toBe(
      '<p style="color:red;font-size:18px">a</p><span>b</span><img src="/static/a.png" style="width:100px" />',
    );
  });

  it('changes nothing when run on its own output', () => {
    const dirty =
      '<p style="color:#333">Giá &lt; 5 triệu &amp; "bảo hành"</p><a href="https://a.vn?x=1&y=2">x</a><p>Tiếng Việt có dấu: đ Đ ư ơ</p>';

    const once = sanitizeRichHtml(dirty);

    expect(sanitizeRichHtml(once)).toBe(once);
  });
});
