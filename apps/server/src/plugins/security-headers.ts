import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A year: browsers keep to HTTPS for the shop's host once they have seen it over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Google's reCAPTCHA v3 (RECAPTCHA_SITE_KEY): its script and the frame it opens. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The shop's Content-Security-Policy, built once from the settings (decision 037). */
export interface SitePolicy {
  /**
   * Every reply's policy unless it sets its own (the web shell, the console, the API): scripts
   * from the shop's own origin only, never inline.
   */
  readonly default: string;
  /** The policy of a page whose own inline scripts are these (`sha256-…`, see {@link scriptHash}). */
  withScripts(hashes: readonly string[]): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's Content-Security-Policy (plugins/security-headers.ts). */
    sitePolicy: SitePolicy;
  }
}

/**
 * The policy of the shop and the console (decision 037):
 * - scripts: the shop's own files and the inline scripts a page lists by hash, nothing else (no
 *   `'unsafe-inline'`, no `eval`): a script a shopper's or a document's text smuggles into a
 *   page does not run;
 * - styles: the shop's own files and `'unsafe-inline'`, as the toasts (sonner) and Headless UI
 *   write `<style>` elements and `style` attributes at run time; a style runs no code;
 * - images: the shop's own and `data:`/`blob:` (a picture previewed before its upload);
 * - no plugins, no `<base>` of another site, forms post to the shop only, and no other site may
 *   frame the shop (clickjacking on checkout, account and console screens).
 * With a reCAPTCHA site key, Google's reCAPTCHA script and frame are allowed too.
 */
export function createSitePolicy(options: { recaptcha: boolean }): SitePolicy {
  const scriptSources = ["'self'", ...(options.recaptcha ? RECAPTCHA_SCRIPTS : [])];
  const build = (hashes: readonly string[]) =>
    [
      "default-src 'self'",
      `script-src ${[...scriptSources, ...hashes.map((hash) => `'${hash}'`)].join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `frame-src ${["'self'", ...(options.recaptcha ? RECAPTCHA_FRAMES : [])].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
  return { default: build([]), withScripts: build };
}

/**
 * The CSP source of an inline script or style (`sha256-…`, without its quotes): the digest of its
 * text as the browser reads it (its line ends made `\n`).
 */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}`;
}

/**
 * The policy of a page the server writes by hand with no script (the sandbox gateway, the outbox):
 * nothing but its one inline stylesheet, its forms posting to `formAction` (the page's own origin
 * by default).
 */
export function plainPagePolicy(style: string, formAction: readonly string[] = ["'self'"]): string {
  return [
    "default-src 'none'",
    `style-src '${scriptHash(style)}'`,
    `form-action ${formAction.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Security headers on every reply, pages, files and API alike: `nosniff` (a JSON reply or an
 * upload is never run as a script or page), the shop's Content-Security-Policy (its framing rule
 * and, for older browsers, `X-Frame-Options`), a referrer that never leaves the site with its
 * query, and HSTS when the request came over HTTPS: TLS in this server, or `X-Forwarded-Proto` from
 * a proxy named by TRUST_PROXY (never from anyone else). A route's own value (a page's policy with
 * its scripts, the sandboxing CSP of files and SVG pictures) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { recaptcha: boolean }): void {
  app.decorate('sitePolicy', createSitePolicy(options));
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

/** The headers above, each unless the reply has its own; also for replies sent outside the hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const defaults: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': request.server.sitePolicy.default,
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (request.protocol === 'https') defaults['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
}
