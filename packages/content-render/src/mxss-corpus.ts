import type { DefaultTreeAdapterTypes } from 'parse5';

/**
 * Known mutation-XSS and parser-differential vectors (issue 25): bodies that a sanitiser reading
 * HTML differently from a browser lets through. Each would set `window.__xss` or open a dialog if
 * any of it ran. Used by this package's tests, the server's render test and the shop's journey.
 */
export const UNSAFE_VECTORS: readonly string[] = [
  // Comments: a browser ends one at --!> (and at <!--> / <!--->), some parsers only at -->.
  '<!-- a --!><img src=x onerror="window.__xss=1;alert(1)"> -->',
  '<!--><img src=x onerror="window.__xss=1;alert(1)">-->',
  '<!---><img src=x onerror="window.__xss=1;alert(1)">-->',
  // CDATA is a bogus comment in HTML, closed by the first >; real CDATA only inside svg or math.
  '<p><![CDATA[--><img src=y onerror="window.__xss=2;alert(2)">]]></p>',
  '<svg><![CDATA[><img src=x onerror="window.__xss=2;alert(2)">]]></svg>',
  // Processing instructions and declarations are bogus comments too.
  '<?xml x="--><img src=x onerror="window.__xss=3;alert(3)">"?>',
  '<!DOCTYPE x [<!ENTITY a "--><img src=x onerror=\'window.__xss=3;alert(3)\'>">]>',
  // Raw-text elements: markup inside them is text to one reading and tags to another.
  '<noscript><p title="</noscript><img src=x onerror=\'window.__xss=4;alert(4)\'>"></noscript>',
  '<xmp><p title="</xmp><img src=x onerror=\'window.__xss=5;alert(5)\'>"></xmp>',
  '<noembed><p title="</noembed><img src=x onerror=\'window.__xss=5;alert(5)\'>"></noembed>',
  '<noframes><p title="</noframes><img src=x onerror=\'window.__xss=5;alert(5)\'>"></noframes>',
  '<textarea><p title="</textarea><img src=x onerror=\'window.__xss=6;alert(6)\'>"></textarea>',
  '<title><p title="</title><img src=x onerror=\'window.__xss=6;alert(6)\'>"></title>',
  '<style><p title="</style><img src=x onerror=\'window.__xss=7;alert(7)\'>"></style>',
  '<iframe><p title="</iframe><img src=x onerror=\'window.__xss=7;alert(7)\'>"></iframe>',
  "<plaintext><img src=x onerror='window.__xss=7;alert(7)'>",
  // math / svg namespace confusion (the DOMPurify bypasses of 2019-2020).
  "<math><mtext><table><mglyph><style><img src=x onerror='window.__xss=8;alert(8)'>",
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror='window.__xss=8;alert(8)'>",
  '<svg></p><style><a id="</style><img src=1 onerror=\'window.__xss=8;alert(8)\'>">',
  "<math><style><img src=x onerror='window.__xss=8;alert(8)'></style></math>",
  '<math><annotation-xml encoding="text/html"><img src=x onerror=\'window.__xss=8;alert(8)\'></annotation-xml></math>',
  "<svg><foreignObject><img src=x onerror='window.__xss=8;alert(8)'></foreignObject></svg>",
  "<svg onload='window.__xss=8;alert(8)'></svg><svg><script>window.__xss=8;alert(8)</script></svg>",
  // Scripts, frames, plugins, templates.
  '<script>window.__xss=9;alert(9)</script>',
  '<scr<script>ipt>window.__xss=9;alert(9)</script>',
  '<iframe srcdoc="<script>parent.__xss=10;alert(10)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=10;alert(10)"></iframe>',
  '<object data="javascript:window.__xss=10;alert(10)"></object><embed src="javascript:window.__xss=10">',
  "<template><img src=x onerror='window.__xss=10;alert(10)'></template>",
  // Event attributes.
  "<img src=x onerror='window.__xss=11;alert(11)'>",
  '<p onclick="window.__xss=11" onmouseover="window.__xss=11">Trà</p>',
  '<details open ontoggle="window.__xss=11;alert(11)">x</details>',
  '<body onload="window.__xss=11;alert(11)">',
  '<a href="https://moclam.vn" onfocus="window.__xss=11" autofocus>site</a>',
  '<input autofocus onfocus="window.__xss=11;alert(11)">',
  '<video><source onerror="window.__xss=11;alert(11)"></video>',
  // javascript: and friends, with the characters a URL parser removes.
  '<a href="javascript:window.__xss=12">x</a>',
  '<a href="JaVaScRiPt:window.__xss=12">x</a>',
  '<a href=" \u0001javascript:window.__xss=12">x</a>',
  '<a href="java&#x09;script:window.__xss=12">x</a>',
  '<a href="jav&#x0A;ascript:window.__xss=12">x</a>',
  '<a href="java\tscript:window.__xss=12">x</a>',
  '<a href="&#x01;javascript:window.__xss=12">x</a>',
  '<a href="javascript&colon;window.__xss=12">x</a>',
  '<a href="vbscript:msgbox(12)">x</a>',
  '<a href="data:text/html,<script>alert(12)</script>">x</a>',
  '[bấm](javascript:window.__xss=12)',
  '<javascript:window.__xss=12>',
  '[bấm][x]\n\n[x]: javascript:window.__xss=12',
  // Nestings the parser never builds, left behind by unwrapping (p in p, a in a, h3 in h2).
  "<p>a<button><p>b<img src=x onerror='window.__xss=14'></button></p>",
  // Markdown around raw HTML: a code block keeps it as text, an HTML block passes it through.
  "## Tiêu đề\n\nMột đoạn *đẹp*.\n\n<div>\n<img src=x onerror='window.__xss=15'>\n</div>\n\n- một\n- hai",
  "> Trích\n> <img src=x onerror='window.__xss=15'>",
];

/** Look-alikes with nothing that runs: nestings, links to other hosts, Markdown code showing HTML as text. */
export const INERT_VECTORS: readonly string[] = [
  '<a href="/\\evil.example">x</a><a href="//evil.example">y</a>',
  '<a href="/a"><table><td><a href="/b">x</a></td></table></a>',
  '<h2><span><h3>x</h3></span></h2>',
  '<ul><li>a<blockquote><li>b</blockquote></li></ul>',
  "```\n<img src=x onerror='window.__xss=15'>\n```",
  "`<img src=x onerror='window.__xss=15'>`",
  '[bấm](  java\tscript:window.__xss=12)',
  "<select><style><img src=x onerror='window.__xss=14'></style></select>",
  // Attributes that read as tags once a serialiser leaves < and > in them where they become markup.
  '<a href="https://moclam.vn" title="<img src=x onerror=\'window.__xss=13;alert(13)\'>">x</a>',
  '<p title="</p><img src=x onerror=\'window.__xss=13;alert(13)\'>">x</p>',
];

export const MXSS_CORPUS: readonly string[] = [...UNSAFE_VECTORS, ...INERT_VECTORS];

/**
 * The elements a rendered article body may hold, as the tests read it: kept apart from the
 * sanitiser's own list, so that widening that list is a test failure to look at, not a silent pass.
 */
const BODY_ELEMENTS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'blockquote',
]);

/**
 * What in a body, parsed as a browser parses it (parse5, the HTML standard's parser), is not plain
 * article markup: a comment, an element outside the list or outside HTML's namespace, an attribute
 * but a link's href and rel, or a link to anything but http(s), mail, phone, a fragment or a path of
 * this site. The server's render test and this package's tests read bodies with it.
 */
export function problemsInBody(body: DefaultTreeAdapterTypes.ParentNode): string[] {
  const problems: string[] = [];
  for (const child of body.childNodes) {
    if (child.nodeName === '#comment') problems.push('a comment');
    if (!('tagName' in child)) continue;
    if (!BODY_ELEMENTS.has(child.tagName) || !child.namespaceURI.endsWith('xhtml'))
      problems.push(`<${child.tagName}>`);
    for (const { name, value } of child.attrs) {
      if (child.tagName === 'a' && name === 'rel') continue;
      if (child.tagName !== 'a' || name !== 'href') {
        problems.push(`<${child.tagName} ${name}>`);
        continue;
      }
      // What the URL parser reads: controls cut at the ends, tabs and newlines removed.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard's C0 controls
      const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
      if (!/^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i.test(url)) problems.push(`<a href=${value}>`);
    }
    problems.push(...problemsInBody(child));
    if ('content' in child)
      problems.push(...problemsInBody((child as DefaultTreeAdapterTypes.Template).content));
  }
  return problems;
}
