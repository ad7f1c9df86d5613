/**
 * Address parameters that say where a visitor came from (an ad, a campaign, a share on Zalo or
 * Facebook), never what a page shows: a page's canonical address leaves them out, and the server
 * renders and caches a page once for all of them (decision 022, fourth addendum).
 */
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|ttclid|twclid|igshid|zarsrc|mc_cid|mc_eid|_ga|_gl)$/i;

/** Whether the address parameter `name` only tracks where the visit came from. */
export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name);
}

/** An address's query split in two: what pages read, and the tracking parameters. */
export interface SplitQuery {
  /** The query without its tracking parameters, the others as they were, in their order and
   *  spelling: '' when none is left, else with its `?`. */
  query: string;
  /** The tracking parameters as they were written, joined by `&` (no `?`): '' when there are none. */
  tracking: string;
}

/** Splits `query` (with or without its leading `?`) into what pages read and the trackers. */
export function splitTrackingParams(query: string): SplitQuery {
  const kept: string[] = [];
  const tracking: string[] = [];
  for (const part of (query.startsWith('?') ? query.slice(1) : query).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = equals < 0 ? part : part.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is no tracker's name: the part stays.
    }
    (isTrackingParam(decoded) ? tracking : kept).push(part);
  }
  return { query: kept.length > 0 ? `?${kept.join('&')}` : '', tracking: tracking.join('&') };
}
