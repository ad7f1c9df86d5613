// One autocannon run and what the bench tables report of it.
import autocannon from 'autocannon';

/**
 * req/s (average), p50, p97.5 and p99 latency (ms) and failed requests of `url`; `requests` as
 * autocannon's; `headers` sent with every request (an Accept-Encoding, say).
 */
export function measure(url, { connections, duration, requests, headers }) {
  return new Promise((resolve, reject) => {
    const options = {
      url,
      connections,
      duration,
      ...(requests ? { requests } : {}),
      ...(headers ? { headers } : {}),
    };
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors + result.timeouts,
        requests: result.requests.total,
      });
    });
  });
}
