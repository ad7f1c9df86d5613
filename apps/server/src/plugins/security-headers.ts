import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A year: browsers keep to HTTPS for the shop's host once they have seen it over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy of every reply that does not set its own: no page of another site may frame the
 * shop's (clickjacking on checkout, account and console screens), no `<base>` or plugin content
 * may be injected. Scripts and styles are left to the pages (the rendered pages carry inline
 * state), so it cannot break them.
 */
export const DEFAULT_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

/**
 * Security headers on every reply, pages, files and API alike: `nosniff` (a JSON reply or an
 * upload is never run as a script or page), framing refused to other origins (CSP
 * `frame-ancestors` and, for older browsers, `X-Frame-Options`), a referrer that never leaves the
 * site with its query, and HSTS when the request came over HTTPS: TLS in this server, or
 * `X-Forwarded-Proto` from a proxy named by TRUST_PROXY (never from anyone else). A route's own
 * value (the sandboxing CSP of files and SVG pictures) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
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
    'content-security-policy': DEFAULT_CSP,
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (request.protocol === 'https') defaults['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
}
