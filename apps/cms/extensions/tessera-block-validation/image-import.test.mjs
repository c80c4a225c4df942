import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelBombPng, startImageHostStub, STUB_PHOTO } from '../../../../scripts/lib/image-host-stub.mjs';
import { fetchImage, IMAGE_IMPORT_LIMITS, isForbiddenAddress } from './image-import.js';

/** @typedef {Awaited<ReturnType<typeof startImageHostStub>>} ImageHost */

/** @type {ImageHost} */
let allowed;
/** @type {ImageHost} */
let internal;
beforeAll(async () => {
  // Two loopback servers that serve images: `allowed` plays an image host on the internet (exempt by its exact
  // address and port, as TESSERA_TEST_IMAGE_HOST makes it in the test stack), `internal` a service of the private
  // network that no spelling of its address may reach.
  [allowed, internal] = await Promise.all([startImageHostStub(), startImageHostStub()]);
});
afterAll(() => Promise.all([allowed.close(), internal.close()]));

/**
 * The import's refusal of `url`, as the editor reads it.
 * @param {string} url
 * @param {Parameters<typeof fetchImage>[1]} [options]
 */
async function refusal(url, options = {}) {
  try {
    await fetchImage(url, { allowedTestHost: allowed.host, ...options });
  } catch (error) {
    return /** @type {Error} */ (error).message;
  }
  throw new Error(`${url} was fetched`);
}

const FORBIDDEN = 'its address leads into a private network, which Tessera never fetches from';

describe('the address check', () => {
  it('refuses loopback, private, link-local, metadata, reserved and non-global IPv6 addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '192.0.0.170',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'not an address',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
  });

  it('allows public addresses', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
      '2a00:1450:4001:82b::200e',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });
});

describe('fetching a pasted image', () => {
  it('fetches an image from a host it may reach, its type and size read from its bytes', async () => {
    const image = await fetchImage(`${allowed.url}/photo.jpg`, { allowedTestHost: allowed.host });
    expect({ type: image.type, width: image.width, height: image.height, filename: image.filename }).toEqual({
      type: 'image/jpeg',
      ...STUB_PHOTO,
      filename: 'photo.jpg',
    });
    // The type is the bytes', not the server's (application/octet-stream).
    expect((await fetchImage(`${allowed.url}/photo.webp`, { allowedTestHost: allowed.host })).type).toBe('image/webp');
  });

  // The IP-address bypasses of PayloadsAllTheThings' "Server Side Request Forgery" list, aimed at a loopback service
  // that would answer: every spelling of 127.0.0.1 and ::1, written from the list's categories (short, decimal, octal,
  // hexadecimal, mixed, IPv6 and IPv4-mapped IPv6, enclosed alphanumerics and other Unicode the URL parser maps,
  // percent-encoded and differently cased names, a trailing dot).
  const port = () => new URL(internal.url).port;
  const loopbackSpellings = [
    'http://127.0.0.1:PORT/photo.jpg',
    'http://localhost:PORT/photo.jpg',
    'http://LOCALHOST:PORT/photo.jpg',
    'http://localhost.:PORT/photo.jpg',
    'http://%6c%6f%63%61%6c%68%6f%73%74:PORT/photo.jpg',
    'http://127.1:PORT/photo.jpg',
    'http://127.0.1:PORT/photo.jpg',
    'http://127.000.000.001:PORT/photo.jpg',
    'http://0:PORT/photo.jpg',
    'http://0.0.0.0:PORT/photo.jpg',
    'http://2130706433:PORT/photo.jpg',
    'http://0x7f000001:PORT/photo.jpg',
    'http://0x7f.0x0.0x0.0x1:PORT/photo.jpg',
    'http://0x7f.1:PORT/photo.jpg',
    'http://0177.0.0.1:PORT/photo.jpg',
    'http://0177.1:PORT/photo.jpg',
    'http://017700000001:PORT/photo.jpg',
    'http://0177.0x0.0.1:PORT/photo.jpg',
    'http://127.0.0.1.:PORT/photo.jpg',
    'http://①②⑦.⓪.⓪.①:PORT/photo.jpg',
    'http://127。0。0。1:PORT/photo.jpg',
    'http://[::1]:PORT/photo.jpg',
    'http://[0:0:0:0:0:0:0:1]:PORT/photo.jpg',
    'http://[::]:PORT/photo.jpg',
    'http://[::ffff:127.0.0.1]:PORT/photo.jpg',
    'http://[0:0:0:0:0:ffff:127.0.0.1]:PORT/photo.jpg',
    'http://[::ffff:7f00:1]:PORT/photo.jpg',
    'http://user@127.0.0.1:PORT/photo.jpg',
    'https://127.0.0.1:PORT/photo.jpg',
  ];

  it('refuses every spelling of a loopback service, and the service is never asked', async () => {
    for (const spelling of loopbackSpellings) {
      const message = await refusal(spelling.replace('PORT', port()));
      // A name the machine cannot resolve (`localhost.` here) is refused as one that does not exist.
      expect(message, spelling).toMatch(/private network|user name|does not exist/);
    }
    expect(internal.requests()).toEqual({});
  });

  it('refuses private, link-local and metadata addresses before connecting', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://2852039166/latest/meta-data/',
      'http://0xa9fea9fe/latest/meta-data/',
      'http://0251.0376.0251.0376/latest/meta-data/',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal./computeMetadata/v1/',
      'http://10.0.0.1/a.jpg',
      'http://172.16.0.1/a.jpg',
      'http://192.168.0.1/a.jpg',
      'http://100.100.100.200/latest/meta-data/',
      'http://[fe80::1]/a.jpg',
      'http://[64:ff9b::a9fe:a9fe]/a.jpg',
    ]) {
      // metadata.google.internal does not resolve here: refused as a name that does not exist.
      expect(await refusal(url), url).toMatch(/private network|does not exist/);
    }
  });

  it('checks the addresses a name resolves to, as the connection is made: a rebinding name is refused', async () => {
    /** @type {(answers: string[]) => import('./image-import.js').ImportOptions['lookup']} */
    const resolver = (answers) =>
      /** @type {any} */ (
        (/** @type {string} */ _host, /** @type {unknown} */ _options, /** @type {Function} */ callback) =>
          callback(
            null,
            answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
          )
      );
    const url = `http://images.rebind.example:${port()}/photo.jpg`;
    expect(await refusal(url, { lookup: resolver(['127.0.0.1']) })).toBe(FORBIDDEN);
    expect(await refusal(url, { lookup: resolver(['93.184.215.14', '10.1.2.3']) })).toBe(FORBIDDEN);
    expect(await refusal(url, { lookup: resolver(['::ffff:127.0.0.1']) })).toBe(FORBIDDEN);
    expect(internal.requests()).toEqual({});
  });

  it('refuses redirects to forbidden addresses, checking each hop as the first', async () => {
    for (const target of [
      `${internal.url}/photo.jpg`,
      `http://[::1]:${port()}/photo.jpg`,
      `http://2130706433:${port()}/photo.jpg`,
      'http://169.254.169.254/',
    ]) {
      expect(await refusal(`${allowed.url}/redirect?to=${encodeURIComponent(target)}`), target).toBe(FORBIDDEN);
    }
    expect(await refusal(`${allowed.url}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`)).toMatch(/not a web address/);
    expect(internal.requests()).toEqual({});
    // Redirects within the allowed host are followed, up to the limit.
    const once = `${allowed.url}/redirect?to=${encodeURIComponent('/photo.jpg')}`;
    expect((await fetchImage(once, { allowedTestHost: allowed.host })).width).toBe(STUB_PHOTO.width);
    let chain = once;
    for (let i = 0; i < IMAGE_IMPORT_LIMITS.maxRedirects; i++) chain = `${allowed.url}/redirect?to=${encodeURIComponent(chain)}`;
    expect(await refusal(chain)).toBe(`it redirects more than ${IMAGE_IMPORT_LIMITS.maxRedirects} times`);
  });

  it('exempts exactly the test host it is given: the same address on another port is refused', async () => {
    expect(await refusal(`${internal.url}/photo.jpg`, { allowedTestHost: allowed.host })).toBe(FORBIDDEN);
    expect(await refusal(`${allowed.url}/photo.jpg`, { allowedTestHost: undefined })).toBe(FORBIDDEN);
  });

  it('takes only JPEG, PNG, WebP, AVIF and GIF by their bytes: a page, a script or an SVG named as an image is refused', async () => {
    const notAnImage = 'it is not a JPEG, PNG, WebP, AVIF or GIF image (SVG drawings and web pages are not accepted)';
    for (const path of ['/page.jpg', '/script.jpg', '/drawing.svg']) expect(await refusal(`${allowed.url}${path}`), path).toBe(notAnImage);
  });

  it('refuses a pixel bomb by its header, before anything decodes it', async () => {
    expect(pixelBombPng().length).toBeLessThan(200_000);
    expect(await refusal(`${allowed.url}/bomb.png`)).toBe('it is too large: 100000 × 100000 pixels, where at most 40 million are accepted');
  });

  it('bounds bytes and time', async () => {
    expect(await refusal(`${allowed.url}/huge.jpg`)).toBe('it is larger than 20 MB');
    expect(await refusal(`${allowed.url}/declared-huge.jpg`)).toBe('it is larger than 20 MB');
    expect(await refusal(`${allowed.url}/slow.jpg`, { limits: { timeoutMs: 300 } })).toBe('its server did not send it within 0.3 seconds');
    expect(await refusal(`${allowed.url}/missing.jpg`)).toBe('its server answered with an error (HTTP 404)');
    expect(await refusal('http://images.invalid/a.jpg')).toBe('its host name does not exist');
    expect(await refusal('ftp://images.example/a.jpg')).toBe('it is not a web address (http or https)');
  });
});
