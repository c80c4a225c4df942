// A counting reverse proxy on loopback, put between the site and Directus by the benchmarks, to tell how many
// Directus requests a page view costs.
import { request as httpRequest, createServer } from 'node:http';

/**
 * Forwards every request to `target` (an http:// origin) unchanged and counts them.
 * @param {string} target
 * @param {{ port?: number }} [options]
 */
export async function startCountingProxy(target, { port = 0 } = {}) {
  const upstream = new URL(target);
  let count = 0;
  const server = createServer((incoming, outgoing) => {
    count += 1;
    const forwarded = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`Directus did not answer: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Requests forwarded since the start or the last reset. */
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
