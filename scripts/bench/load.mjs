// The load generator of `npm run bench`: autocannon (as a library) on loopback, one URL at a time.
import autocannon from 'autocannon';

/**
 * @typedef {object} LoadFigures
 * @property {string} url
 * @property {number} requests completed responses
 * @property {number} requestsPerSecond mean over the run
 * @property {number} latencyP50Ms
 * @property {number} latencyP99Ms
 * @property {number} errors connection errors, timeouts included
 * @property {Record<string, number>} errorKinds the errors by code or message (e.g. ECONNRESET, 'request timed out')
 * @property {number} non2xx responses with a status outside 200–299
 */

/** Asks for each URL once (with `headers`, so that what the site caches is cached) and fails unless each answers 2xx. */
export async function warmUp(urls, headers = {}) {
  for (const url of urls) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status} before the load run`);
  }
}

/**
 * Loads each URL in turn with `connections` concurrent keep-alive connections for `durationSeconds`.
 * @param {{ urls: string[], connections?: number, durationSeconds?: number, headers?: Record<string, string> }} options
 * @returns {Promise<LoadFigures[]>}
 */
export async function measureLoad({ urls, connections = 50, durationSeconds = 20, headers = {} }) {
  const figures = [];
  for (const url of urls) {
    const instance = autocannon({ url, connections, duration: durationSeconds, headers });
    const errorKinds = {};
    instance.on('reqError', (error) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
    const result = await instance;
    figures.push({
      url,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors,
      errorKinds,
      non2xx: result.non2xx,
    });
  }
  return figures;
}

/**
 * Load on a list of URLs with autocannon: `connections` keep-alive clients for `durationSeconds`,
 * each client cycling through the URLs' paths. URLs on several origins (site instances) share the
 * clients round-robin, as a load balancer would. Requests answered with a non-2xx status count as errors.
 */
export async function measureSpreadLoad({ urls, connections = 10, durationSeconds = 10 }) {
  const parsed = urls.map((url) => new URL(url));
  const origins = [...new Set(parsed.map((url) => url.origin))];
  const paths = [...new Set(parsed.map((url) => `${url.pathname}${url.search}`))];
  const result = await autocannon({
    url: origins,
    connections,
    duration: durationSeconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
