import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '@vongbi/functions/core/rules/sanitize';
import { withVideoFacades } from '@/lib/rich-video';

// Rich text keeps YouTube embeds (sanitize.ts); pages show each as a play button until pressed.

describe('withVideoFacades', () => {
  it('replaces a sanitised YouTube embed with its play button, naming the video by the iframe’s title', () => {
    const stored = sanitizeRichHtml(
      '<p>Trước</p><iframe src="https://www.youtube.com/embed/kJQP7kiw5Fk?start=30" title="Lắp vòng bi &amp; gia nhiệt" width="560" height="315"></iframe><p>Sau</p>',
    );

    const shown = withVideoFacades(stored);

    expect(shown).not.toContain('<iframe');
    expect(shown).toContain('<p>Trước</p>');
    expect(shown).toContain('<p>Sau</p>');
    expect(shown).toContain('data-youtube-id="kJQP7kiw5Fk"');
    expect(shown).toContain('aria-label="Phát video: Lắp vòng bi &amp; gia nhiệt"');
    expect(shown).toContain('<span class="youtube-video__title">Lắp vòng bi &amp; gia nhiệt</span>');
  });

  it('handles youtube-nocookie embeds and several videos, and names an untitled one', () => {
    const stored = sanitizeRichHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"></iframe><p>x</p><iframe src="https://youtube.com/embed/kJQP7kiw5Fk"></iframe>',
    );

    const shown = withVideoFacades(stored);

    expect([...shown.matchAll(/data-youtube-id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'M7lc1UVf-VE',
      'kJQP7kiw5Fk',
    ]);
    expect(shown).toContain('aria-label="Phát video: Video trên YouTube"');
  });

  it('leaves text without videos as it is', () => {
    const html = '<p>Vòng bi <strong>FAG</strong></p><img src="/static/1.png" width="10" height="10">';
    expect(withVideoFacades(html)).toBe(html);
  });

  it('escapes a title that would open a tag', () => {
    const stored = sanitizeRichHtml(
      '<iframe src="https://www.youtube.com/embed/kJQP7kiw5Fk" title="<img src=x onerror=alert(1)>"></iframe>',
    );
    const shown = withVideoFacades(stored);
    expect(shown).not.toMatch(/<img/);
    expect(shown).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
