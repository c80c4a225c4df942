// The site's front, in a thread of its own (./front.ts says why): it owns the site's port, answers each cached page's
// hit from its copy of the memory store before anything else runs (./raw-hits.ts, ./raw-answer.ts), and pipes every
// other connection, from its first request on, to the server in the main thread over a local socket, led by a line
// that says who the client is (./client-address.ts).
//
// Node runs this file as it is: only erasable TypeScript here and in what it imports.
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import type { RedirectTable } from '@tessera/redirects';
import { clientAddressLine } from './client-address.ts';
import type { FrontData, FromFront, ToFront } from './front.ts';
import { rawPageAnswer } from './raw-answer.ts';
import { answerRawHits } from './raw-hits.ts';
import type { PageEntry } from './stores.ts';

/** A stale page's refresh is asked for at most this often: the main thread starts one and retries a failed one itself. */
const REFRESH_ASKED_MS = 1000;

const data = workerData as FrontData;
const main = parentPort!;
const tell = (message: FromFront) => main.postMessage(message);

const pages = new Map<string, PageEntry>();
let staleTimes: Readonly<Record<string, number>> = {};
let redirects: RedirectTable | undefined = data.redirects;
const refreshAsked = new Map<string, number>();

/** A view of shared memory as it arrives (a Uint8Array) as the Buffer it was sent as. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

main.on('message', (message: ToFront) => {
  switch (message.type) {
    case 'set': {
      const { entry } = message;
      pages.set(entry.key, { ...entry, body: asBuffer(entry.body), brotli: asBuffer(entry.brotli), gzip: asBuffer(entry.gzip) });
      refreshAsked.delete(entry.key);
      break;
    }
    case 'delete':
      pages.delete(message.key);
      refreshAsked.delete(message.key);
      break;
    case 'staleTimes':
      staleTimes = message.staleTimes;
      break;
    case 'redirects':
      redirects = message.table;
      break;
    case 'close':
      rawHits.close();
      server.close(() => tell({ type: 'closed' }));
      break;
  }
});

/** The rest of a client's connection, piped both ways to the server in the main thread. */
function pipeToServer(client: Socket): void {
  const server = connect(data.upstream);
  server.write(clientAddressLine(client));
  client.pipe(server);
  server.pipe(client);
  const destroyBoth = () => {
    client.destroy();
    server.destroy();
  };
  client.on('error', destroyBoth);
  server.on('error', destroyBoth);
  client.on('close', () => server.destroy());
  // What the server wrote reaches the client before its connection closes.
  server.on('close', () => client.destroySoon());
}

// As Node's HTTP server: a client that ends its side is still answered, and answers are not held back (Nagle).
const server = createServer({ allowHalfOpen: true, noDelay: true });
const rawHits = answerRawHits(
  server,
  rawPageAnswer({
    lookupAtOnce: (key) => ({ entry: pages.get(key) ?? null, staleTimes }),
    redirectsAtOnce: () => redirects,
    refreshInBackground(key) {
      const now = Date.now();
      if (now - (refreshAsked.get(key) ?? -Infinity) < REFRESH_ASKED_MS) return;
      refreshAsked.set(key, now);
      tell({ type: 'refresh', key });
    },
    sharedMaxAge: data.sharedMaxAge,
    env: process.env,
  }),
  { ...data, to: pipeToServer },
);
server.listen(data.port, data.hostname, () => tell({ type: 'listening', port: (server.address() as AddressInfo).port }));
