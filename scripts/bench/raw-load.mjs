// A small load generator on raw keep-alive sockets, for the static-file limit (./throughput.mjs): it reads only the
// status line, the headers and Content-Length, so it answers HEAD (which autocannon's parser waits on for a body) and
// costs the shared machine less than autocannon, leaving more of it to the servers it compares.
import { connect } from 'node:net';

/**
 * `connections` sockets, each sending `method` to `url` again as soon as the last answer is complete, for
 * `durationSeconds`. Answers must carry Content-Length (no chunked bodies), as a stored page and a static file do.
 * @returns {Promise<import('./load.mjs').LoadFigures>}
 */
export async function measureRawLoad({ url, method = 'GET', headers = {}, connections = 50, durationSeconds = 10 }) {
  const { hostname, port, pathname, search } = new URL(url);
  const lines = [
    `${method} ${pathname}${search} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  const latencies = [];
  const errorKinds = {};
  let non2xx = 0;
  const startedAt = performance.now();
  const endAt = startedAt + durationSeconds * 1000;
  const client = () =>
    new Promise((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.setNoDelay(true);
      let head = Buffer.alloc(0);
      let bodyLeft = -1;
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= endAt) return socket.end(resolve);
        sentAt = performance.now();
        socket.write(request);
      };
      const fail = (kind) => {
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        socket.destroy();
        resolve();
      };
      socket.on('connect', send);
      socket.on('error', (error) => fail(error.code ?? error.message));
      socket.on('data', (chunk) => {
        let rest = chunk;
        while (rest.length > 0) {
          if (bodyLeft < 0) {
            head = head.length === 0 ? rest : Buffer.concat([head, rest]);
            const end = head.indexOf('\r\n\r\n');
            if (end === -1) return;
            const text = head.toString('latin1', 0, end);
            const status = Number(text.slice(9, 12));
            const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(text);
            if (method !== 'HEAD' && status !== 304 && status !== 204 && length === null) return fail('no Content-Length');
            if (status < 200 || status > 299) non2xx++;
            bodyLeft = method === 'HEAD' || status === 304 || status === 204 ? 0 : Number(length[1]);
            rest = head.subarray(end + 4);
            head = Buffer.alloc(0);
          }
          const taken = Math.min(bodyLeft, rest.length);
          bodyLeft -= taken;
          rest = rest.subarray(taken);
          if (bodyLeft === 0) {
            bodyLeft = -1;
            latencies.push(performance.now() - sentAt);
            if (rest.length > 0) return fail('more bytes than the answer said');
            send();
          }
        }
      });
    });
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  // In tenths of a millisecond: rounded to whole ones, 7.49 and 7.51 ms would read as a millisecond apart.
  const percentile = (share) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0) * 10) / 10;
  const errors = Object.values(errorKinds).reduce((sum, count) => sum + count, 0);
  return {
    url,
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    latencyP50Ms: percentile(0.5),
    latencyP99Ms: percentile(0.99),
    errors,
    errorKinds,
    non2xx,
  };
}
