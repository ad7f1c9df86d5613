/**
 * The origin absolute URLs of the head start with (canonical, hreflang, og:url, JSON-LD). In the
 * browser the page's own; on a server render the router context will carry the request's (or
 * PUBLIC_ORIGIN): the one place to wire it. An empty origin leaves the URLs relative, never wrong.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
