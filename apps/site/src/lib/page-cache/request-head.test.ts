import { describe, expect, it } from 'vitest';
import { MAX_FIELDS, MAX_HEAD_BYTES, readRequestHead } from './request-head.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const read = (text: string) => readRequestHead(bytes(text));

describe('the request heads answered before Node', () => {
  it('reads a browser-like GET, its fields by lower-case name with the optional whitespace taken off', () => {
    const text =
      'GET /posts/two?utm=x&page=2 HTTP/1.1\r\nHost: localhost:3000\r\nAccept-Encoding:gzip, br  \r\nCookie: \ta=1; b=2\r\n' +
      'Connection: Keep-Alive\r\nIf-None-Match: W/"abc"\r\nX-Empty:\r\n\r\n';
    expect(read(text)).toEqual({
      head: {
        method: 'GET',
        url: '/posts/two?utm=x&page=2',
        headers: {
          host: 'localhost:3000',
          'accept-encoding': 'gzip, br',
          cookie: 'a=1; b=2',
          connection: 'Keep-Alive',
          'if-none-match': 'W/"abc"',
          'x-empty': '',
        },
      },
      length: text.length,
    });
  });

  it('reads a head sent again as the same frozen object, shared by every request that sends it', () => {
    const text = 'GET /about HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip\r\n\r\n';
    const first = read(text)!.head;
    expect(read(text)!.head).toBe(first);
    expect(readRequestHead(bytes(`xx${text}`), 2)!.head).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.headers)).toBe(true);
    expect(read(text.replace('gzip', 'br'))!.head).not.toBe(first);
  });

  it('reads pipelined heads one after another, each with its own length', () => {
    const first = 'HEAD / HTTP/1.1\r\nHost: a\r\n\r\n';
    const second = 'GET /about HTTP/1.1\r\nHost: a\r\n\r\n';
    const both = bytes(first + second + 'GET /par');
    const one = readRequestHead(both, 0);
    expect(one).toMatchObject({ head: { method: 'HEAD', url: '/' }, length: first.length });
    expect(readRequestHead(both, first.length)).toMatchObject({ head: { method: 'GET', url: '/about' }, length: second.length });
    // The third is not whole in the bytes at hand: Node reads it.
    expect(readRequestHead(both, first.length + second.length)).toBeNull();
  });

  it('reads a head that begins inside the bytes, its names in any case, a value of only whitespace as empty', () => {
    const text = 'GET / HTTP/1.1\r\nhOsT: a\r\nX-Blank: \t \r\nCONNECTION: KEEP-ALIVE\r\n\r\n';
    expect(readRequestHead(bytes(`xyz${text}`), 3)).toEqual({
      head: { method: 'GET', url: '/', headers: { host: 'a', 'x-blank': '', connection: 'KEEP-ALIVE' } },
      length: text.length,
    });
  });

  it('takes heads up to its bounds on size and field count, and leaves longer ones to Node', () => {
    const fields = (count: number) => Array.from({ length: count - 1 }, (_, index) => `X-${index}: v\r\n`).join('');
    expect(read(`GET / HTTP/1.1\r\nHost: a\r\n${fields(MAX_FIELDS)}\r\n`)).not.toBeNull();
    expect(read(`GET / HTTP/1.1\r\nHost: a\r\n${fields(MAX_FIELDS + 1)}\r\n`)).toBeNull();
    const padding = (length: number) => `X-Pad: ${'a'.repeat(length)}\r\n`;
    const bare = 'GET / HTTP/1.1\r\nHost: a\r\n'.length + 'X-Pad: \r\n'.length;
    expect(read(`GET / HTTP/1.1\r\nHost: a\r\n${padding(MAX_HEAD_BYTES - bare - 2)}\r\n`)).not.toBeNull();
    expect(read(`GET / HTTP/1.1\r\nHost: a\r\n${padding(MAX_HEAD_BYTES - bare - 1)}\r\n`)).toBeNull();
  });

  // Request smuggling and parser-discrepancy cases from PortSwigger's research ("HTTP request smuggling", the
  // TE.CL/CL.TE and Transfer-Encoding obfuscation lists), RFC 9112's message syntax (sections 2.2, 3, 5, 6 and 9.3)
  // and the HTTP Garden's classes of divergence: every one is left to Node, which refuses or reads it as before.
  it.each([
    ['CL.TE', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 13\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nSMUGGLED'],
    ['CL.TE on a GET', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nG'],
    ['TE.CL', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n8\r\nSMUGGLED\r\n0\r\n\r\n'],
    ['a body on a GET', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello'],
    ['Content-Length: 0 on a GET', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n'],
    ['duplicate Content-Length', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\nContent-Length: 44\r\n\r\n'],
    ['Transfer-Encoding: xchunked', 'GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: xchunked\r\n\r\n'],
    ['Transfer-Encoding with a space before the colon', 'GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding : chunked\r\n\r\n'],
    ['Transfer-Encoding folded (obs-fold)', 'GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding:\r\n chunked\r\n\r\n'],
    ['a folded field', 'GET / HTTP/1.1\r\nHost: a\r\nX-Long: one\r\n two\r\n\r\n'],
    ['a folded field with a tab', 'GET / HTTP/1.1\r\nHost: a\r\nX-Long: one\r\n\ttwo\r\n\r\n'],
    ['a field name with a tab before the colon', 'GET / HTTP/1.1\r\nHost: a\r\nX-A\t: 1\r\n\r\n'],
    ['a field name with a space before the colon', 'GET / HTTP/1.1\r\nHost : a\r\n\r\n'],
    ['a field line without a colon', 'GET / HTTP/1.1\r\nHost: a\r\nX-A\r\n\r\n'],
    ['an empty field name', 'GET / HTTP/1.1\r\nHost: a\r\n: empty\r\n\r\n'],
    ['a bare LF ending a field', 'GET / HTTP/1.1\r\nHost: a\nX-A: 1\r\n\r\n'],
    ['a bare LF hiding a Transfer-Encoding', 'GET / HTTP/1.1\r\nHost: a\r\nX: X\nTransfer-Encoding: chunked\r\n\r\n'],
    ['a bare LF ending the request line', 'GET / HTTP/1.1\nHost: a\r\n\r\n'],
    ['a bare CR in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: 1\r2\r\n\r\n'],
    ['only LFs', 'GET / HTTP/1.1\nHost: a\n\n'],
    ['a NUL in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: 1\x002\r\n\r\n'],
    ['a NUL in the target', 'GET /\x00 HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a control character in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: \x1b[31m\r\n\r\n'],
    ['DEL in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: a\x7fb\r\n\r\n'],
    ['obs-text (UTF-8 bytes) in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: \xc3\xbc\r\n\r\n'],
    ['UTF-8 bytes in the target', 'GET /\xc3\xbcber HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['UTF-8 bytes in a field name', 'GET / HTTP/1.1\r\nHost: a\r\nX-\xc3\xbc: 1\r\n\r\n'],
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: a\r\n\r\n'],
    ['HTTP/0.9', 'GET /\r\n\r\n'],
    ['HTTP/2 in an HTTP/1 line', 'GET / HTTP/2.0\r\nHost: a\r\n\r\n'],
    ['a version with a leading zero', 'GET / HTTP/01.1\r\nHost: a\r\n\r\n'],
    ['a lower-case version', 'GET / http/1.1\r\nHost: a\r\n\r\n'],
    ['a lower-case method', 'get / HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['POST', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n'],
    ['OPTIONS', 'OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['the asterisk-form', 'GET * HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['the absolute-form', 'GET http://evil.example/ HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['the authority-form', 'CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n'],
    ['a fragment in the target', 'GET /#x HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a space in the target', 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['two spaces after the method', 'GET  / HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a tab after the method', 'GET\t/ HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a space at the end of the request line', 'GET / HTTP/1.1 \r\nHost: a\r\n\r\n'],
    ['a blank line before the request line', '\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: */*\r\n\r\n'],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
    ['two Hosts in different case', 'GET / HTTP/1.1\r\nHost: a\r\nhOST: b\r\n\r\n'],
    ['two Accept-Encodings', 'GET / HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip\r\nAccept-Encoding: br\r\n\r\n'],
    ['two Cookies', 'GET / HTTP/1.1\r\nHost: a\r\nCookie: a=1\r\nCookie: tessera_session=x\r\n\r\n'],
    ['Connection: close', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'],
    ['Connection: keep-alive, Upgrade', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Upgrade\r\nUpgrade: websocket\r\n\r\n'],
    ['Upgrade: h2c', 'GET / HTTP/1.1\r\nHost: a\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n'],
    ['Expect: 100-continue', 'GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n'],
    ['TE: trailers', 'GET / HTTP/1.1\r\nHost: a\r\nTE: trailers\r\n\r\n'],
    // The same classes at the places a byte-by-byte reader decides (RFC 9112 sections 3 and 5; PortSwigger's
    // Transfer-Encoding obfuscations in other cases and spellings).
    ['a method with a letter more', 'GETS / HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['HEAD without its space', 'HEAD/ HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a version cut short at the end of the head', 'GET / HTTP/1\r\n\r\n'],
    ['a bare CR ending the request line', 'GET / HTTP/1.1\rHost: a\r\n\r\n'],
    ['a bare CR ending the last field', 'GET / HTTP/1.1\r\nHost: a\r\r\n\r\n'],
    ['a space before the first field (a folded request line)', 'GET / HTTP/1.1\r\n Host: a\r\n\r\n'],
    ['a NUL in a field name', 'GET / HTTP/1.1\r\nHost: a\r\nX-\x00A: 1\r\n\r\n'],
    ['a byte that is a letter but for its high bit, in a name', 'GET / HTTP/1.1\r\nHost: a\r\nX-\xc1: 1\r\n\r\n'],
    ['a non-breaking space (0xA0) in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: 1\xa02\r\n\r\n'],
    ['a byte 0xFF in the target', 'GET /\xff HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['Transfer-Encoding in capitals', 'GET / HTTP/1.1\r\nHost: a\r\nTRANSFER-ENCODING: chunked\r\n\r\n'],
    ['Content-Length in mixed case', 'GET / HTTP/1.1\r\nHost: a\r\ncontent-LENGTH: 5\r\n\r\nhello'],
    ['Connection: CLOSE', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: CLOSE\r\n\r\n'],
    ['a head cut short', 'GET / HTTP/1.1\r\nHost: a\r\n'],
    ['a request line alone', 'GET / HTTP/1.1'],
  ])('leaves %s to Node', (_, text) => {
    expect(read(text)).toBeNull();
  });
});
