import autocannon from 'autocannon';

/**
 * Load on a list of URLs with autocannon: `connections` keep-alive clients for `durationSeconds`,
 * each client cycling through the URLs' paths. URLs on several origins (site instances) share the
 * clients round-robin, as a load balancer would. Requests answered with a non-2xx status count as errors.
 */
export async function measureLoad({ urls, connections = 10, durationSeconds = 10 }) {
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
