import { createHash, randomBytes } from 'node:crypto';

/**
 * A server render's page, its inline scripts listed for the Content-Security-Policy (decision 037):
 * the page is cached and sent to anyone (and kept by browsers and proxies, revalidated by ETag),
 * so its policy names its scripts by their SHA-256 and holds no nonce that would have to change
 * with every reply.
 */
export interface SealedPage {
  html: string;
  /** `sha256-…` of each inline script the render wrote, in order, without duplicates. */
  scriptHashes: string[];
}

/** A fresh mark for one render's own scripts: 128 random bits, never sent to a browser. */
export function renderNonce(): string {
  return randomBytes(16).toString('base64url');
}

const SCRIPT_OPENING = /<script\b[^>]*>/gi;
const SCRIPT_CLOSING = /<\/script/gi;
/** The openings the router and React may write the nonce on. */
const MARKED_TAG = /<(?:script|link|style|meta)\b[^>]*>/gi;
/** Script types a browser runs; any other type is a data block (JSON-LD), which it never runs. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The page with the render's nonce taken out, and the hashes of the inline scripts that carried it.
 * Only the scripts the render itself wrote carry the nonce (the router's and React's, given it as
 * `ssr.nonce` and `nonce`): a script that a document's text might smuggle into the page has no
 * way to know it (it is random and never leaves the server), so it is not listed and does not run.
 * The router also writes it on the head's links and a `csp-nonce` meta: both go.
 */
export function sealInlineScripts(html: string, nonce: string): SealedPage {
  const mark = ` nonce="${nonce}"`;
  const hashes: string[] = [];
  SCRIPT_OPENING.lastIndex = 0;
  for (let match = SCRIPT_OPENING.exec(html); match; match = SCRIPT_OPENING.exec(html)) {
    const start = SCRIPT_OPENING.lastIndex;
    SCRIPT_CLOSING.lastIndex = start;
    const end = SCRIPT_CLOSING.exec(html)?.index ?? -1;
    if (end < 0) break;
    // A script's text is not scanned for openings: it ends only at `</script`.
    SCRIPT_OPENING.lastIndex = end;
    const tag = match[0];
    if (!tag.includes(mark) || /\ssrc=/i.test(tag)) continue;
    const type = /\stype="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    const hash = inlineHash(html.slice(start, end));
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  const sealed = html
    .replace(MARKED_TAG, (tag) => tag.replace(mark, ''))
    .replace(`<meta property="csp-nonce" content="${nonce}"/>`, '');
  return { html: sealed, scriptHashes: hashes };
}

/** A CSP hash source of a script's text as the browser reads it (line ends made `\n`). */
export function inlineHash(text: string): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}`;
}
