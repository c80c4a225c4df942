import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressLine, parseClientAddressLine, receiveClientAddress } from './client-address.ts';

describe("the line that says who a piped connection's client is", () => {
  it('is written for IPv4 and IPv6 clients, and UNKNOWN when the socket no longer says', () => {
    const socket = { remoteAddress: '203.0.113.7', remotePort: 51000, remoteFamily: 'IPv4', localAddress: '10.0.0.2', localPort: 3000 };
    expect(clientAddressLine(socket)).toBe('PROXY TCP4 203.0.113.7 10.0.0.2 51000 3000\r\n');
    expect(clientAddressLine({ ...socket, remoteAddress: '2001:db8::1', remoteFamily: 'IPv6', localAddress: '::1' })).toBe(
      'PROXY TCP6 2001:db8::1 ::1 51000 3000\r\n',
    );
    expect(clientAddressLine({ ...socket, remoteAddress: undefined })).toBe('PROXY UNKNOWN\r\n');
  });

  it('reads back what it wrote', () => {
    expect(parseClientAddressLine('PROXY TCP4 203.0.113.7 10.0.0.2 51000 3000\r\n')).toEqual({
      address: '203.0.113.7',
      port: 51000,
      family: 'IPv4',
      localAddress: '10.0.0.2',
      localPort: 3000,
    });
    expect(parseClientAddressLine('PROXY TCP6 2001:db8::1 ::1 51000 3000\r\n')).toMatchObject({ address: '2001:db8::1', family: 'IPv6' });
    expect(parseClientAddressLine('PROXY UNKNOWN\r\n')).toBeNull();
  });

  // Shapes from the PROXY protocol's own invalid examples and from header-injection lists (CRLF, NUL, overlong).
  it.each([
    ['an HTTP request', 'GET / HTTP/1.1\r\n'],
    ['no CRLF', 'PROXY TCP4 1.2.3.4 5.6.7.8 1 2'],
    ['a bare LF', 'PROXY TCP4 1.2.3.4 5.6.7.8 1 2\n'],
    ['a port past 65535', 'PROXY TCP4 1.2.3.4 5.6.7.8 70000 2\r\n'],
    ['a missing field', 'PROXY TCP4 1.2.3.4 5.6.7.8 1\r\n'],
    ['an unknown protocol', 'PROXY UDP4 1.2.3.4 5.6.7.8 1 2\r\n'],
    ['a name for an address', 'PROXY TCP4 localhost 5.6.7.8 1 2\r\n'],
    ['a field injected after it', 'PROXY TCP4 1.2.3.4 5.6.7.8 1 2\r\nX-Forwarded-For: 6.6.6.6\r\n'],
    ['a NUL', 'PROXY TCP4 1.2.3.4\u00005.6.7.8 1 2\r\n'],
    ['an overlong address', `PROXY TCP6 ${'1'.repeat(60)} ::1 1 2\r\n`],
  ])('is not taken from %s', (_, line) => {
    expect(parseClientAddressLine(line)).toBeUndefined();
  });
});

describe('a connection read for its client first', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A server that reads the line, then what the connection sends next, and the client address it was given. */
  async function server() {
    const folder = mkdtempSync(join(tmpdir(), 'client-address-'));
    folders.push(folder);
    const path = join(folder, 'socket');
    const received: { address: string | undefined; port: number | undefined; rest: string }[] = [];
    const listener = createServer((socket) =>
      receiveClientAddress(socket, (given: Socket) => {
        let rest = '';
        given.on('data', (chunk: Buffer) => (rest += chunk.toString('latin1')));
        given.on('end', () => {
          received.push({ address: given.remoteAddress, port: given.remotePort, rest });
          given.end();
        });
      }),
    );
    await new Promise<void>((resolve) => listener.listen(path, resolve));
    const send = async (...chunks: string[]) => {
      const socket = connect(path);
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.on('error', () => {});
      socket.resume();
      for (const chunk of chunks) {
        socket.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      socket.end();
      await closed;
    };
    return { received, send, close: () => listener.close() };
  }

  it('gives the socket the client address and passes on the rest, however the line arrives', async () => {
    const site = await server();
    await site.send('PROXY TCP4 203.0.113.7 10.0.0.2 51000 3000\r\nGET / HTTP/1.1\r\n\r\n');
    await site.send('PROXY TCP4 198.51', '.100.9 10.0.0.2 4', '2 3000\r', '\nHEAD / HTTP/1.1\r\n\r\n');
    expect(site.received).toEqual([
      { address: '203.0.113.7', port: 51000, rest: 'GET / HTTP/1.1\r\n\r\n' },
      { address: '198.51.100.9', port: 42, rest: 'HEAD / HTTP/1.1\r\n\r\n' },
    ]);
    site.close();
  });

  it('closes a connection that does not begin with the line, passing nothing on', async () => {
    const site = await server();
    await site.send('GET / HTTP/1.1\r\nX-Forwarded-For: 6.6.6.6\r\n\r\n');
    await site.send(`PROXY TCP4 ${'9'.repeat(200)}`);
    await site.send('PROXY TCP4 6.6.6.6 10.0.0.2 1 2\nGET / HTTP/1.1\r\n\r\n');
    expect(site.received).toEqual([]);
    site.close();
  });
});
