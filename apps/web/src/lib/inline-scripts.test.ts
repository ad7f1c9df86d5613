import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHash, renderNonce, sealInlineScripts } from './inline-scripts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('sealing a server render for its Content-Security-Policy', () => {
  const nonce = renderNonce();

  it('lists the scripts the render marked, by hash, once each, and takes the mark out', () => {
    const html =
      `<html><head><meta property="csp-nonce" content="${nonce}"/>` +
      `<meta name="description" content="Trà" nonce="${nonce}"/>` +
      `<link rel="stylesheet" href="/a.css" nonce="${nonce}"/>` +
      `<script type="application/ld+json" nonce="${nonce}">{"@type":"Organization"}</script></head>` +
      `<body><script nonce="${nonce}" data-tsr-stream-part="">self.$_TSR={}</script>` +
      `<script nonce="${nonce}">boot()</script><script nonce="${nonce}">boot()</script>` +
      `<script type="module" src="/entry.js" nonce="${nonce}"></script></body></html>`;
    const sealed = sealInlineScripts(html, nonce);
    expect(sealed.scriptHashes).toEqual([sha256('self.$_TSR={}'), sha256('boot()')]);
    expect(sealed.html).not.toContain(nonce);
    expect(sealed.html).not.toContain('nonce=');
    expect(sealed.html).toContain('<script data-tsr-stream-part="">self.$_TSR={}</script>');
    expect(sealed.html).toContain(
      '<head><meta name="description" content="Trà"/><link rel="stylesheet" href="/a.css"/>',
    );
  });

  it('never lists a script without the mark: one smuggled into a document, or one with a guessed mark', () => {
    const smuggled = '<p>Hi</p><script>steal()</script><script nonce="guess">steal()</script>';
    const html = `<body>${smuggled}<script nonce="${nonce}">boot()</script></body>`;
    const sealed = sealInlineScripts(html, nonce);
    expect(sealed.scriptHashes).toEqual([sha256('boot()')]);
    expect(sealed.html).toContain(smuggled);
  });

  it("does not take a marked opening written inside another script's text for a script", () => {
    const html = `<script nonce="${nonce}">var s="<script nonce=\\"${nonce}\\">x()"</script>`;
    const sealed = sealInlineScripts(html, nonce);
    expect(sealed.scriptHashes).toEqual([sha256(`var s="<script nonce=\\"${nonce}\\">x()"`)]);
  });

  it('hashes a script as a browser reads it (CR LF and CR become LF) and gives each render its own mark', () => {
    expect(inlineHash('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
    expect(renderNonce()).not.toBe(renderNonce());
    expect(renderNonce()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
