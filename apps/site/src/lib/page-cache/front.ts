// The site's front: a thread of the site's process that owns its public port and answers cached pages there, before
// anything else runs, from a copy of the memory store (./front-worker.ts). Why a thread: Next.js's code, heap and
// hooks make every answer given in its thread dearer (about 15 % more CPU for the same bytes); a thread has a V8
// heap and event loop of its own, and shared memory. Every other request, and the rest of its connection, crosses
// a local socket to the server in the main thread, as it is (docs/architecture.md, "A request's path").
//
// This side, in the main thread: the server listens on the local socket and reads who each client is first
// (./client-address.ts); the front is told, in order, of every page stored or dropped, of each change of the tags'
// revalidation times (the pages' bodies in shared memory: told, not copied) and of each change of the editors'
// redirects; it asks this side to refresh the stale pages it serves.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RedirectTable } from '@tessera/redirects';
import { receiveClientAddress } from './client-address.ts';
import { handOverToNode } from './raw-hits.ts';
import type { PageEntry, PageStoreMirror } from './stores.ts';

/** What the main thread tells the front, in order. */
export type ToFront =
  | { type: 'set'; entry: PageEntry }
  | { type: 'delete'; key: string }
  | { type: 'staleTimes'; staleTimes: Readonly<Record<string, number>> }
  | { type: 'redirects'; table: RedirectTable | undefined }
  | { type: 'close' };

/** What the front tells the main thread. */
export type FromFront = { type: 'listening'; port: number } | { type: 'refresh'; key: string } | { type: 'closed' };

/** What the front starts with. */
export interface FrontData {
  port: number;
  hostname: string | undefined;
  /** The local socket of the server in the main thread. */
  upstream: string;
  headersTimeout: number;
  keepAliveTimeout: number;
  limitsRequests: boolean;
  sharedMaxAge: number;
  redirects: RedirectTable | undefined;
}

export interface Front {
  /** The port the front listens on (the one asked for, or the one given for 0). */
  readonly port: number;
  /** Keeps the front's copy of the memory store (./stores.ts, MemoryPageStore.mirrorTo). */
  mirror: PageStoreMirror;
  /** The editors' redirects as they now stand, or undefined while a change is loaded (lib/server-seam.ts). */
  redirectsSettled(table: RedirectTable | undefined): void;
  /** Stops taking connections; resolves once the front's connections are all closed. */
  close(): Promise<void>;
}

export interface FrontOptions {
  /** The site's Node HTTP server, not yet listening: it takes what the front does not answer. */
  server: HttpServer;
  port: number;
  hostname: string | undefined;
  sharedMaxAge: number;
  /** The redirects as they stand when the front starts. */
  redirects: RedirectTable | undefined;
  refreshInBackground(key: string): void;
  /** The front failed after it started: the site answers nothing more. */
  failed(error: Error): void;
}

/** Starts the front on `port`, behind it `server` on a local socket; resolves once the front listens. */
export async function startFront({
  server,
  port,
  hostname,
  sharedMaxAge,
  redirects,
  refreshInBackground,
  failed,
}: FrontOptions): Promise<Front> {
  // A folder only this user may open: whoever reaches the socket says who the client is.
  const folder = mkdtempSync(join(tmpdir(), 'tessera-site-'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeFolder);
  const upstream = join(folder, 'server.sock');
  const node = handOverToNode(server);
  server.on('connection', (socket) => receiveClientAddress(socket, node.to));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(upstream, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });

  const { headersTimeout, keepAliveTimeout, limitsRequests } = node;
  const data: FrontData = { port, hostname, upstream, headersTimeout, keepAliveTimeout, limitsRequests, sharedMaxAge, redirects };
  const worker = new Worker(new URL('./front-worker.ts', import.meta.url), { workerData: data });
  const post = (message: ToFront) => worker.postMessage(message);
  let closed: (() => void) | undefined;
  let started = false;

  const listening = await new Promise<number>((resolve, reject) => {
    worker.on('message', (message: FromFront) => {
      if (message.type === 'listening') {
        started = true;
        resolve(message.port);
      } else if (message.type === 'refresh') refreshInBackground(message.key);
      else closed?.();
    });
    worker.on('error', (error) => (started ? failed(error) : reject(error)));
    worker.on('exit', (code) => {
      if (closed === undefined) (started ? failed : reject)(new Error(`the site's front stopped (exit code ${code})`));
    });
  });

  return {
    port: listening,
    mirror: {
      set: (entry) => post({ type: 'set', entry }),
      delete: (key) => post({ type: 'delete', key }),
      staleTimes: (staleTimes) => post({ type: 'staleTimes', staleTimes }),
    },
    redirectsSettled: (table) => post({ type: 'redirects', table }),
    close: () =>
      new Promise<void>((resolve) => {
        closed = () => {
          removeFolder();
          resolve();
        };
        post({ type: 'close' });
      }),
  };
}
