// A connection the site's front hands to the server in the main thread (./front.ts) arrives over a local socket, so
// the server would see the front as its client. The front therefore begins each such connection with one line that
// says who the client is, in the PROXY protocol's text form (version 1: `PROXY TCP4 <client> <server> <client port>
// <server port>`), and the server reads that line before Node's HTTP parser reads anything: whom X-Forwarded-For
// and per-client limits count (../forwarded-for.ts) stays the client's own address. Only the front can write there
// (the socket lives in a folder only this user can open), and the line is read once, first: a client that sends one
// itself sends it as a request, which Node refuses.
import type { Socket } from 'node:net';

/** The PROXY protocol's longest line (its specification, 2.1), CRLF included. */
const MAX_LINE_BYTES = 107;

/** The first line the front writes for a client's connection. */
export function clientAddressLine(
  socket: Pick<Socket, 'remoteAddress' | 'remotePort' | 'remoteFamily' | 'localAddress' | 'localPort'>,
): string {
  const { remoteAddress, remotePort, remoteFamily, localAddress, localPort } = socket;
  if (remoteAddress === undefined || remotePort === undefined || localAddress === undefined || localPort === undefined)
    return 'PROXY UNKNOWN\r\n';
  return `PROXY ${remoteFamily === 'IPv6' ? 'TCP6' : 'TCP4'} ${remoteAddress} ${localAddress} ${remotePort} ${localPort}\r\n`;
}

/** Who a connection's client is, as the front's line says; null when it does not know. */
export interface ClientAddress {
  address: string;
  port: number;
  family: 'IPv4' | 'IPv6';
  localAddress: string;
  localPort: number;
}

const LINE = /^PROXY (?:UNKNOWN|(TCP4|TCP6) ([0-9a-fA-F.:]{1,45}) ([0-9a-fA-F.:]{1,45}) (\d{1,5}) (\d{1,5}))\r\n$/;

/** The client a line says, null for UNKNOWN, or undefined when it is no line the front writes. */
export function parseClientAddressLine(line: string): ClientAddress | null | undefined {
  const match = LINE.exec(line);
  if (match === null) return undefined;
  const [, protocol, address, localAddress, port, localPort] = match;
  if (protocol === undefined) return null;
  if (Number(port) > 65535 || Number(localPort) > 65535) return undefined;
  return {
    address: address!,
    port: Number(port),
    family: protocol === 'TCP6' ? 'IPv6' : 'IPv4',
    localAddress: localAddress!,
    localPort: Number(localPort),
  };
}

/**
 * Reads the front's line off a connection, gives the socket the client's address (as `remoteAddress` and the like,
 * which everything after reads), puts back what followed and hands it to `next`. A connection that does not begin
 * with such a line, whole within its first bytes, is closed.
 */
export function receiveClientAddress(socket: Socket, next: (socket: Socket) => void): void {
  let received: Buffer = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const end = received.indexOf('\r\n');
    if (end === -1 && received.length < MAX_LINE_BYTES) return;
    socket.removeListener('data', onData);
    socket.removeListener('error', onError);
    socket.pause();
    const client = end === -1 || end + 2 > MAX_LINE_BYTES ? undefined : parseClientAddressLine(received.toString('latin1', 0, end + 2));
    if (client === undefined) return void socket.destroy();
    if (client !== null) {
      Object.defineProperties(socket, {
        remoteAddress: { value: client.address },
        remotePort: { value: client.port },
        remoteFamily: { value: client.family },
        localAddress: { value: client.localAddress },
        localPort: { value: client.localPort },
      });
    }
    if (received.length > end + 2) socket.unshift(received.subarray(end + 2));
    next(socket);
    socket.resume();
  };
  const onError = () => socket.destroy();
  socket.on('data', onData);
  socket.on('error', onError);
}
