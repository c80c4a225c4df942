import { createServer, request as forward } from 'node:http';

/**
 * A transparent HTTP pass-through to `target` that counts the requests it forwards. The test site
 * reaches Directus through it, so tests can tell how many Directus requests a page view cost.
 * When the target is down the client's connection is dropped, as it would be without the proxy.
 */
export async function startCountingProxy(target) {
  let forwarded = 0;
  const server = createServer((incoming, outgoing) => {
    forwarded += 1;
    const upstream = forward(new URL(incoming.url, target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Requests forwarded since the proxy started. */
    count: () => forwarded,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
