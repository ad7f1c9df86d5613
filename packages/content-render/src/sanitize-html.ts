/** Elements an article body may use; anything else is unwrapped to its text. */
const ALLOWED = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'B',
  'EM',
  'I',
  'A',
  'BLOCKQUOTE',
]);
/** Elements dropped together with their content. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);

function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim());
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROPPED.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href') : null;
    for (const attribute of [...child.attributes]) child.removeAttribute(attribute.name);
    if (href && isSafeHref(href)) {
      child.setAttribute('href', href);
      if (/^https?:/i.test(href)) child.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/**
 * Article bodies are simple HTML written in the shop's back office. They are shown as HTML, but
 * only through this allow-list: no scripts, styles, frames, event handlers or javascript: links,
 * so a tampered document cannot run code in a shopper's browser.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
