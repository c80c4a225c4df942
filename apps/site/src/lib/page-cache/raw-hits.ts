// Cached pages answered before Node's `http` module, on the same connections and in the same process: each
// connection's bytes are first read by ./request-head.ts, and a head it takes whose answer is a hit in this process's
// memory is answered with one write of bytes made once per entry, answer and second (./answer.ts, wireEntry). The
// first request that is anything else (not read there, not a hit at once, or more than the bytes at hand) hands the
// connection to Node's HTTP server with its unread bytes, and it stays there: Node parses, validates, times out and
// answers it as it answers every request. Why, and what was measured: docs/page-cache.md, "Answering hits at the
// static-file limit".
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
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

/**
 * Puts the raw answers in front of `server`'s own connection handling, which gets every connection whose request is
 * not answered here. The server keeps its listening, its connection count (server.close() waits for these
 * connections too) and its timeouts: before a first request a connection may wait `headersTimeout`, between requests
 * `keepAliveTimeout`, as Node's would.
 */
export function answerRawHits(server: Server, answer: RawAnswer): RawHits {
  const [handOverToNode, ...others] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (handOverToNode === undefined || others.length > 0) throw new Error("the server's own connection handler was not found");
  server.removeListener('connection', handOverToNode);
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
      const keepAlive = Math.floor(server.keepAliveTimeout / 1000);
      tail = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive > 0 ? `Keep-Alive: timeout=${keepAlive}\r\n` : ''}`;
    }
    return tail;
  };

  server.on('connection', (socket: Socket) => {
    // A limit of requests per connection is Node's to count.
    if (closing || server.maxRequestsPerSocket) return handOverToNode.call(server, socket);
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
        if (reading === null || hit === null) return handOver(bytes.subarray(start));
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
      socket.setTimeout(server.keepAliveTimeout);
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

    const handOver = (bytes: Buffer) => {
      socket.pause();
      for (const [event, listener] of Object.entries(listeners)) socket.removeListener(event, listener);
      socket.setTimeout(0);
      open.delete(socket);
      if (bytes.length > 0) socket.unshift(bytes);
      handOverToNode.call(server, socket);
      socket.resume();
    };

    const listeners = { data: answerFrom, drain: onDrain, timeout: onTimeout, end: onEnd, error: onError, close: onClose };
    for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
    socket.setTimeout(server.headersTimeout);
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
