import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The size of the stand-in's photo, which tests expect on the page. */
export const STUB_PHOTO = { width: 640, height: 427 };

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a well-formed PNG of a few hundred bytes whose header claims `width` × `height` pixels (one
 * row of its data given; a decoder would allocate the whole image before finding the rest missing).
 */
export function pixelBombPng(width = 100_000, height = 100_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A stand-in for an image host on the internet, on a free loopback port: what an editor might paste the address of.
 * Directus imports from it only because the test stack names it in TESSERA_TEST_IMAGE_HOST (that exact address and
 * port; never set outside tests). `GET /requests` tells how many requests each path received.
 * - `/photo.jpg` a real JPEG of {@link STUB_PHOTO}'s size; `/photo.webp` the same as WebP under a misleading type;
 * - `/page.jpg` an HTML page with a script, `/script.jpg` JavaScript, `/drawing.svg` an SVG with a script,
 *   `/bomb.png` a pixel bomb, `/huge.jpg` a JPEG beginning followed by more bytes than any limit, sent without a
 *   length, `/declared-huge.jpg` one that announces 50 MB;
 * - `/slow.jpg` headers, then nothing; `/missing.jpg` a 404; `/redirect?to=<url>` a 302 there.
 */
export async function startImageHostStub() {
  const photo = await sharp({ create: { ...STUB_PHOTO, channels: 3, background: { r: 40, g: 110, b: 160 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const webp = await sharp(photo).webp().toBuffer();
  const bomb = pixelBombPng();
  /** @type {Record<string, number>} */
  const received = {};
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname === '/requests') {
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    }
    received[url.pathname] = (received[url.pathname] ?? 0) + 1;
    const send = (type, body) => response.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
    switch (url.pathname) {
      case '/photo.jpg':
        return send('image/jpeg', photo);
      case '/photo.webp':
        return send('application/octet-stream', webp);
      case '/page.jpg':
        return send('image/jpeg', Buffer.from('<!doctype html><title>Photo</title><script>alert(document.cookie)</script>'));
      case '/script.jpg':
        return send('image/jpeg', Buffer.from('alert(document.cookie);\n'));
      case '/drawing.svg':
        return send(
          'image/svg+xml',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        );
      case '/bomb.png':
        return send('image/png', bomb);
      case '/huge.jpg': {
        // 32 MB in 64 kB pieces, chunked: only counting the bytes received can stop it.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const piece = Buffer.alloc(64 * 1024, 0xff);
        let left = 512;
        const pump = () => {
          while (left > 0) {
            left--;
            if (!response.write(left === 511 ? Buffer.concat([photo.subarray(0, 1024), piece]) : piece))
              return response.once('drain', pump);
          }
          response.end();
        };
        response.on('error', () => {});
        return pump();
      }
      case '/declared-huge.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 50 * 1024 * 1024 });
        return response.end(photo.subarray(0, 1024));
      case '/slow.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.write(photo.subarray(0, 100));
      case '/redirect':
        return response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    /** The address and port tests exempt from the import's address check (TESSERA_TEST_IMAGE_HOST). */
    host: `127.0.0.1:${port}`,
    /** How many requests each path received. */
    requests: () => ({ ...received }),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
