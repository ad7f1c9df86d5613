import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, parseFragment, html as spec } from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements an article body may use, in the HTML namespace; anything else is unwrapped to its content. */
const ALLOWED = new Set([
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
 * Elements dropped together with their content: scripts, styles, frames and plugins, templates,
 * and every element whose content the parser reads as raw text (RAWTEXT, RCDATA, PLAINTEXT), where
 * what looks like markup in one reading is text in another.
 */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'title',
  'plaintext',
]);
/** Attributes holding a URL, checked by `findUnsafeHtml` on any element (the sanitiser keeps only a's href). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'poster',
  'codebase',
  'srcset',
  'ping',
  'cite',
]);

/**
 * A URL as the browser's URL parser reads it: C0 controls and spaces cut at both ends, tabs and
 * newlines removed anywhere (`java\tscript:` is `javascript:`).
 */
function normalizeUrl(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard's C0 controls
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The href a link keeps: http(s), mail, phone, the shop's own paths (not `//host` nor `/\host`) and anchors. */
function safeHref(value: string): string | null {
  const href = normalizeUrl(value);
  return /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i.test(href) ? href : null;
}

/** The serialiser's escapes (HTML standard), plus < and > in attributes so no value ever reads as a tag. */
function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) => ESCAPES[c] ?? c);
}
function escapeAttribute(text: string): string {
  return text.replace(/[&"<>\u00a0]/g, (c) => ESCAPES[c] ?? c);
}
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\u00a0': '&nbsp;',
};

const isHtmlElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element =>
  'tagName' in node && node.namespaceURI === spec.NS.HTML;

/** A standard parse of `html` as the content of a <div> in a page's body, which is where it is shown. */
function parseBody(html: string): DefaultTreeAdapterTypes.DocumentFragment {
  const context = defaultTreeAdapter.createElement('div', spec.NS.HTML, []);
  return parseFragment(context, html, { scriptingEnabled: true });
}

interface Pass {
  out: string;
  /** An element was unwrapped: its children now sit where the parser may not have put them. */
  unwrapped: boolean;
}

function write(parent: ParentNode, pass: Pass): void {
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') {
      pass.out += escapeText((node as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    // Comments (CDATA and processing instructions are comments in HTML), doctypes and foreign
    // content (svg, math: their own parsing rules) go with everything inside them.
    if (!isHtmlElement(node) || DROPPED.has(node.tagName)) continue;
    if (!ALLOWED.has(node.tagName)) {
      pass.unwrapped = true;
      write(node, pass);
      continue;
    }
    pass.out += `<${node.tagName}`;
    if (node.tagName === 'a') {
      const value = node.attrs.find((attribute) => attribute.name === 'href' && !attribute.namespace)?.value;
      const href = value === undefined ? null : safeHref(value);
      if (href !== null) {
        pass.out += ` href="${escapeAttribute(href)}"`;
        if (/^https?:/i.test(href)) pass.out += ' rel="noopener noreferrer"';
      }
    }
    pass.out += '>';
    if (node.tagName === 'br') continue;
    write(node, pass);
    pass.out += `</${node.tagName}>`;
  }
}

function sanitizeOnce(html: string): Pass {
  const pass: Pass = { out: '', unwrapped: false };
  write(parseBody(html), pass);
  return pass;
}

/**
 * Article bodies are simple HTML (or Markdown rendered to it). They are shown as HTML, but only
 * through this allow-list: no scripts, styles, frames, comments, foreign content, event handlers
 * or javascript: links, so a tampered document cannot run code in a shopper's browser.
 *
 * The input is read by parse5, the HTML standard's parser, exactly as a browser reads it (the same
 * in the server's render, the shop and the console: no global DOM), and the output is written so
 * that a browser reading it finds the same tree again. Unwrapping an element can leave a nesting
 * the parser never builds (a p inside a p once a button between them is gone), which a browser
 * would read differently; the output is then sanitised again until it reads back as written.
 */
export function sanitizeHtml(html: string): string {
  let pass = sanitizeOnce(html);
  if (!pass.unwrapped) return pass.out;
  for (let round = 0; round < 4; round += 1) {
    const again = sanitizeOnce(pass.out);
    if (again.out === pass.out) return pass.out;
    pass = again;
  }
  // Never met: a tree the parser built from allowed elements alone reads back as written.
  return escapeText(textOf(parseBody(pass.out)));
}

function textOf(parent: ParentNode): string {
  let text = '';
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if ('childNodes' in node) text += textOf(node);
  }
  return text;
}

function collectUnsafe(parent: ParentNode, found: Set<string>): void {
  for (const node of parent.childNodes) {
    if (node.nodeName === '#comment') found.add('<!-- -->');
    if (!('tagName' in node)) continue;
    if (node.namespaceURI !== spec.NS.HTML || DROPPED.has(node.tagName)) found.add(`<${node.tagName}>`);
    for (const { name, value } of node.attrs) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc') found.add(lower);
      else if (URL_ATTRIBUTES.has(lower) && /^(?:javascript|vbscript|data):/i.test(normalizeUrl(value)))
        found.add(`${lower}=${normalizeUrl(value).split(':')[0]?.toLowerCase()}:`);
    }
    collectUnsafe(node, found);
    if ('content' in node) collectUnsafe((node as DefaultTreeAdapterTypes.Template).content, found);
  }
}

/**
 * What in `html`, read as a browser reads it, could run code or is read differently by other
 * parsers: comments (CDATA and processing instructions included), script-like, raw-text and
 * foreign elements, event handler attributes, srcdoc, and javascript:, vbscript: or data: URLs.
 * Empty when the markup is harmless (unknown elements and other attributes are not listed: the
 * sanitiser only unwraps or drops them).
 */
export function findUnsafeHtml(html: string): string[] {
  const found = new Set<string>();
  // Read in a whole page, where a <body onload> in the content lends its handler to the page's body.
  collectUnsafe(parse(`<!DOCTYPE html><body><div>${html}`, { scriptingEnabled: true }), found);
  return [...found];
}
