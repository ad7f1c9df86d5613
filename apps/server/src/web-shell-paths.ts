// Paths that belong to the provider API (SPEC §7), the runtime config, the development and
// sandbox pages, and static files: a miss there is the JSON 404, never the app shell, so a client
// or a missing image or script gets an honest error instead of a page of HTML.
const SERVER_PATH =
  /^\/(api|auth|send-otp|verify-otp|signup|resetpassword|config\.json|images|assets|dev|sandbox-gateway|admin|sitemaps)(\/|$)/;
// A last segment with an extension (favicon.ico, robots.txt, logo.svg) names a file; the shop's
// routes (SPEC §2) are words and slugs without one.
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * Whether a GET of `url` that matched no route is a screen of the web app (answered with the app
 * shell, whatever the Accept header: curl and load-balancer probes send `*\/*` or none).
 */
export function isShellPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !SERVER_PATH.test(path) && !FILE_NAME.test(path);
}

/** Whether a missed GET of `url` is a screen of the owner console (/admin, /admin/orders/…). */
export function isConsoleShellPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /^\/admin(\/|$)/.test(path) && !path.startsWith('/admin/assets/') && !FILE_NAME.test(path);
}
