// Cached pages answered before Node's `http` module: each connection's bytes are first read by ./request-head.ts, and
// a head it takes whose answer is a hit at hand is answered with one write of bytes made once per entry, answer and
// second (./answer.ts, wireEntry). The first request that is anything else (not read there, not a hit at once, or more
// than the bytes at hand) hands the connection on with its unread bytes, and it stays there: to Node's HTTP server in
// the same thread, or, in the site's front (./front-worker.ts), over a local socket to the server in the main thread,
// which parses, validates, times out and answers it as it answers every request. Why, and what was measured:
// docs/page-cache.md, "Answering hits at the static-file limit".
import type { Server as HttpServer } from 'node:http';
import type { Server, Socket } from 'node:net';
import { readRequestHead, type RequestHead } from './request-head.ts';

/**
 * The bytes of the answer to a request head when it is a cached page's hit answerable at once, else null (then Node
 * answers it). `tail` is the Date and connection fields, which end the head of every answer on the connection.
 */
export type RawAnswer = (head: RequestHead, tail: string) => Buffer | null;

export interface RawHits {
  /** How many requests were answered here. */
  readonly answered: number;
  /** The server stops: connections waiting for a request close now, the others once what they answer is written. */
  close(): void;
}

/** Where the connections go that are not answered here, and the timeouts of Node's HTTP server that takes them. */
export interface HandOver {
  /** Takes a connection, paused, its unread bytes put back; it is resumed once this returns. */
  to(socket: Socket): void;
  /** How long a connection may wait for its first request, and between requests (Node's headersTimeout, keepAliveTimeout). */
  headersTimeout: number;
  keepAliveTimeout: number;
  /** Whether Node limits requests per connection (maxRequestsPerSocket): then it counts them all, and gets every one. */
  limitsRequests: boolean;
}

/** A hand-over to `server`'s own connection handling, in this thread, which it takes from the server for it. */
export function handOverToNode(server: HttpServer): HandOver {
  const [connectionListener, ...others] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (connectionListener === undefined || others.length > 0) throw new Error("the server's own connection handler was not found");
  server.removeListener('connection', connectionListener);
  return {
    to: (socket) => connectionListener.call(server, socket),
    headersTimeout: server.headersTimeout,
    keepAliveTimeout: server.keepAliveTimeout,
    limitsRequests: (server.maxRequestsPerSocket ?? 0) > 0,
  };
}

/**
 * Puts the raw answers first on `server`'s connections; every connection whose request is not answered here goes to
 * `handOver`. The server keeps its listening and its connection count (server.close() waits for these connections
 * too); the timeouts are Node's: before a first request a connection may wait `headersTimeout`, between requests
 * `keepAliveTimeout`.
 */
export function answerRawHits(server: Server, answer: RawAnswer, handOver: HandOver): RawHits {
  const open = new Set<Socket>();
  let closing = false;
  let answered = 0;

  // The Date and connection fields, as Node writes them after an answer's own fields; made again once a second.
  let tail = '';
  let tailUntil = 0;
  const tailNow = () => {
    const now = Date.now();
    if (now >= tailUntil) {
      tailUntil = now - (now % 1000) + 1000;
      const keepAlive = Math.floor(handOver.keepAliveTimeout / 1000);
      tail = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive > 0 ? `Keep-Alive: timeout=${keepAlive}\r\n` : ''}`;
    }
    return tail;
  };

  server.on('connection', (socket: Socket) => {
    // A limit of requests per connection is Node's to count.
    if (closing || handOver.limitsRequests) return handOver.to(socket);
    open.add(socket);
    /** Received bytes not yet answered while an answer waits to be written. */
    let unread: Buffer | null = null;

    const answerFrom = (bytes: Buffer) => {
      let start = 0;
      while (start < bytes.length) {
        const reading = readRequestHead(bytes, start);
        let hit: Buffer | null = null;
        try {
          if (reading !== null) hit = answer(reading.head, tailNow());
        } catch {
          // Node's path asks the page cache again and answers the request whatever it throws.
        }
        if (reading === null || hit === null) return handOn(bytes.subarray(start));
        start += reading.length;
        answered++;
        if (!socket.write(hit)) {
          // Read nothing more until the client takes what was written.
          unread = start < bytes.length ? bytes.subarray(start) : null;
          socket.pause();
          return;
        }
      }
      waitForRequest();
    };

    // One idle timer per connection: the socket's own, which every read and write refreshes. It is set to
    // keepAliveTimeout once, after the first answer, not again per request.
    let keepingAlive = false;
    const waitForRequest = () => {
      if (closing) return void socket.destroySoon();
      if (keepingAlive) return;
      keepingAlive = true;
      socket.setTimeout(handOver.keepAliveTimeout);
    };

    const onDrain = () => {
      if (socket.isPaused() === false) return;
      const bytes = unread;
      unread = null;
      socket.resume();
      if (bytes === null) waitForRequest();
      else answerFrom(bytes);
    };
    const onTimeout = () => socket.destroy();
    // With the server's allowHalfOpen, a client that ends its side is answered what it asked for, then the connection ends.
    const onEnd = () => socket.end();
    const onError = () => socket.destroy();
    const onClose = () => open.delete(socket);

    const handOn = (bytes: Buffer) => {
      socket.pause();
      for (const [event, listener] of Object.entries(listeners)) socket.removeListener(event, listener);
      socket.setTimeout(0);
      open.delete(socket);
      if (bytes.length > 0) socket.unshift(bytes);
      handOver.to(socket);
      socket.resume();
    };

    const listeners = { data: answerFrom, drain: onDrain, timeout: onTimeout, end: onEnd, error: onError, close: onClose };
    for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
    socket.setTimeout(handOver.headersTimeout);
  });

  return {
    get answered() {
      return answered;
    },
    close() {
      closing = true;
      // A connection that waits for a request closes; one whose answer is still being written ends after it.
      for (const socket of open) if (!socket.isPaused()) socket.destroySoon();
    },
  };
}
