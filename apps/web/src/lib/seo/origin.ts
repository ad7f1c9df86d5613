/**
 * The origin absolute URLs of the head start with (canonical, hreflang, og:url, JSON-LD). In the
 * browser the page's own; on a server render the request's as the shop publishes it (PUBLIC_ORIGIN
 * when set), provided by entry-server.tsx per render. An empty origin leaves the URLs relative,
 * never wrong.
 */
let serverOrigin: (() => string) | undefined;

export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return serverOrigin?.() ?? '';
}

/** The server render's source of the origin (one server renders many requests at once). */
export function provideServerOrigin(source: () => string): void {
  serverOrigin = source;
}
