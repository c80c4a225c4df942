import { Agent, createServer, request as httpRequest } from 'node:http';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * A small HTTP load balancer on loopback, standing in for the reverse proxy of a scaled-out
 * deployment (tests and the load benchmark): requests go round-robin to `upstreams` (base URLs),
 * with X-Forwarded-For appended as nginx's `$proxy_add_x_forwarded_for` does. An upstream that
 * refuses the connection is skipped and the request tried on the next (it never reached the
 * first); other failures are retried only for idempotent methods, like nginx's `proxy_next_upstream error`.
 */
export async function startLoadBalancer({ upstreams, port = 0 }) {
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  function forward(target, request, body) {
    return new Promise((resolve, reject) => {
      const url = new URL(request.url, target);
      const headers = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      const address = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
      headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
      headers['content-length'] = String(body.length);
      const outgoing = httpRequest(url, { method: request.method, headers, agent }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const start = next++ % upstreams.length;
    let lastError;
    for (let attempt = 0; attempt < upstreams.length; attempt++) {
      const target = upstreams[(start + attempt) % upstreams.length];
      try {
        const upstream = await forward(target, request, body);
        const headers = { ...upstream.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(upstream.statusCode ?? 502, headers);
        upstream.pipe(response);
        upstream.on('error', () => response.destroy());
        return;
      } catch (error) {
        lastError = error;
        if (error.code !== 'ECONNREFUSED' && !IDEMPOTENT.has(request.method ?? '')) break;
      }
    }
    response.writeHead(502, { 'content-type': 'text/plain' }).end(`No upstream answered: ${lastError?.message}`);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
