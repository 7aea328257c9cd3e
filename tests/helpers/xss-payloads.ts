import { Parser } from 'htmlparser2';

// Known ways to run script or load foreign content through rich HTML, and a check of stored HTML that judges
// it the way a browser would read it: parsed, entities decoded, URLs with whitespace and invisible characters
// removed.

export const xssPayloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="/static/files/a.png" onload="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/M7lc1UVf-VE"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/M7lc1UVf-VE"></iframe>',
  '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" onload="alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="\u00a0javascript:alert(1)">x</a>',
  '<a href="&#x3000;javascript:alert(1)">x</a>',
  '<a href="&#x2028;javascript&#x3A;alert(1)">x</a>',
  '<a href="java\u200bscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="https://ok.vn/" onclick="alert(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="http://evil.example/track.png">',
  '<img src="//evil.example/x.png">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="background-image: url(https://evil.example/x.png)">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="position:fixed;top:0;left:0">x</div>',
  '<img src="https://ok.vn/a.png" style="width:100px;background-image:url(https://evil.example/)">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css"; body{background:url(https://evil.example/)}</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<x-tag onclick=alert(1)>x</x-tag>',
];

const IGNORED_IN_URL = /[\p{White_Space}\p{Cc}\p{Cf}]/gu;
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'form',
  'object',
  'embed',
  'svg',
  'math',
  'body',
  'input',
  'video',
  'audio',
  'source',
  'details',
  'x-tag',
]);
const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}([?#].*)?$/;

/** What is wrong with stored rich HTML, as a browser would read it; empty when it is clean. */
export const unsafeParts = (html: string): string[] => {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag: (tag, attributes) => {
        if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}>`);
        for (const [name, value] of Object.entries(attributes)) {
          if (/^on/i.test(name) || name === 'srcdoc' || name === 'background' || name.includes(':')) {
            problems.push(`${tag}[${name}]`);
          }
          const url = value.replace(IGNORED_IN_URL, '').toLowerCase();
          if (name === 'href' && /^[^:/?#]*:/.test(url) && !/^(https?|mailto|tel):/.test(url)) {
            problems.push(`${tag}[href=${value}]`);
          }
          if (name === 'href' && url.startsWith('//')) problems.push(`${tag}[href=${value}]`);
          if (tag === 'img' && name === 'src' && !/^(\/static\/|https:\/\/)/.test(value)) {
            problems.push(`img[src=${value}]`);
          }
          if (tag === 'iframe' && name === 'src' && !YOUTUBE_EMBED.test(value)) problems.push(`iframe[src=${value}]`);
          if (name === 'style' && /url\(|expression\(|position/i.test(value)) problems.push(`${tag}[style=${value}]`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
};
