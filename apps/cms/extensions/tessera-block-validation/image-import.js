// Fetching an image an editor pasted by URL, for the block validation hook to import into the file library. The URL is
// the editor's, so the fetch must not become a way into the server's own network (server-side request forgery):
// every address the connection is made to is checked, whatever spelling the URL used, on every redirect, within a
// time and size budget; and what comes back must be an image by its bytes, of bounded size in bytes and pixels.
// Directus's own importer (FilesService.importOne) checks addresses against IMPORT_IP_DENY_LIST, whose default names
// only 0.0.0.0 (the machine's own interfaces) and 169.254.169.254: private networks, other link-local addresses and
// IPv6 forms pass, and it bounds neither time nor size, nor reads the bytes. Hence this module (docs/security.md).
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

/** The limits of an import, named in the refusals editors read. */
export const IMAGE_IMPORT_LIMITS = {
  /** The most bytes a pasted image may have: a large camera JPEG is well under. */
  maxBytes: 20 * 1024 * 1024,
  /** The most pixels (width × height): a bomb of a few kB that would decode to gigabytes is refused by its header. */
  maxPixels: 40_000_000,
  /** The whole fetch, redirects and body included. */
  timeoutMs: 15_000,
  maxRedirects: 3,
};

/** What a pasted image may be, by its bytes (file-type's answer), with the extension its file gets. */
const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/gif', 'gif'],
]);

/** IPv4 ranges that are not the public internet (RFC 6890 and its successors): never fetched. */
const reservedIpv4 = new BlockList();
for (const [network, prefix] of /** @type {const} */ ([
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the machine itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
])) {
  reservedIpv4.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6: only global unicast (2000::/3) is public. Everything else is refused, which covers loopback (::1), the
 * unspecified address (::), IPv4-mapped and -compatible forms (::ffff:127.0.0.1), NAT64 (64:ff9b::/96), unique local
 * (fc00::/7), link-local (fe80::/10) and multicast. Inside 2000::/3, the protocol assignments (2001::/23, Teredo among
 * them), documentation (2001:db8::/32) and 6to4 (2002::/16, which embeds an IPv4 address) are refused too.
 */
const globalIpv6 = new BlockList();
globalIpv6.addSubnet('2000::', 3, 'ipv6');
const reservedIpv6 = new BlockList();
reservedIpv6.addSubnet('2001::', 23, 'ipv6');
reservedIpv6.addSubnet('2001:db8::', 32, 'ipv6');
reservedIpv6.addSubnet('2002::', 16, 'ipv6');

/**
 * Whether an IP address (as a socket or DNS gives it) is one an import must never connect to. Anything that is not a
 * plain address (a zone index, garbage) counts as forbidden.
 * @param {string} address
 */
export function isForbiddenAddress(address) {
  try {
    const family = isIP(address);
    if (family === 4) return reservedIpv4.check(address, 'ipv4');
    if (family === 6) return !globalIpv6.check(address, 'ipv6') || reservedIpv6.check(address, 'ipv6');
  } catch {
    // BlockList refuses what it cannot read: forbidden.
  }
  return true;
}

/** Why an import failed, in words for the editor (the hook adds the block and "upload it to the file library instead"). */
export class ImageImportError extends Error {}

/**
 * @typedef {object} ImportOptions
 * @property {string | undefined} [allowedTestHost] `host:port` of a loopback stand-in image host that tests allow
 *   (TESSERA_TEST_IMAGE_HOST): that exact address and port, and nothing else, is exempt from the address check
 * @property {typeof dnsLookup} [lookup] name resolution (tests give a stand-in resolver)
 * @property {Partial<typeof IMAGE_IMPORT_LIMITS>} [limits]
 */

/**
 * @typedef {object} ImportedImage
 * @property {Buffer} bytes
 * @property {string} type its MIME type, from its bytes
 * @property {string} extension
 * @property {number} width
 * @property {number} height
 * @property {string} filename the last segment of the URL's path (where it ended up, after redirects), for the library
 */

/**
 * Fetches the image at `url` (http or https), or throws an ImageImportError saying why it cannot be used.
 * @param {string} url
 * @param {ImportOptions} [options]
 * @returns {Promise<ImportedImage>}
 */
export async function fetchImage(url, { allowedTestHost, lookup = dnsLookup, limits: given = {} } = {}) {
  const limits = { ...IMAGE_IMPORT_LIMITS, ...given };
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let current = parseWebUrl(url);
  for (let redirects = 0; ; redirects++) {
    const response = await get(current, { allowedTestHost, lookup, signal: deadline, limits });
    if ('redirect' in response) {
      if (redirects === limits.maxRedirects) throw new ImageImportError(`it redirects more than ${limits.maxRedirects} times`);
      current = parseWebUrl(response.redirect, current);
      continue;
    }
    return checkImage(response.bytes, current, limits);
  }
}

/**
 * @param {string} text
 * @param {URL} [base]
 */
function parseWebUrl(text, base) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(text, base);
  } catch {
    throw new ImageImportError('it is not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageImportError('it is not a web address (http or https)');
  if (url.username || url.password) throw new ImageImportError('its address carries a user name or password');
  return url;
}

const FORBIDDEN = 'its address leads into a private network, which Tessera never fetches from';

/**
 * One GET, its connection checked: the WHATWG URL parser has already turned every IPv4 spelling (2130706433,
 * 0177.0.0.1, 0x7f.1, 127.1) into its dotted form; an address literal is checked before connecting, a name by the
 * resolver the connection uses (so the address checked is the address connected to: no second lookup for a
 * rebinding DNS server to answer differently), and the socket's peer once more when it connects.
 * @param {URL} url
 * @param {{ allowedTestHost: string | undefined, lookup: typeof dnsLookup, signal: AbortSignal, limits: typeof IMAGE_IMPORT_LIMITS }} options
 * @returns {Promise<{ redirect: string } | { bytes: Buffer }>}
 */
function get(url, { allowedTestHost, lookup, signal, limits }) {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  /** @param {string} address */
  const refused = (address) => isForbiddenAddress(address) && `${address}:${port}` !== allowedTestHost;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0 && refused(host)) return Promise.reject(new ImageImportError(FORBIDDEN));

  /** @type {import('node:net').LookupFunction} */
  const checkedLookup = (hostname, lookupOptions, callback) => {
    lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const found = /** @type {import('node:dns').LookupAddress[]} */ (addresses);
      // Any forbidden answer refuses the name: a name that resolves into a private network is no image host.
      if (found.length === 0 || found.some(({ address }) => refused(address))) return callback(new ImageImportError(FORBIDDEN), '', 0);
      if (lookupOptions.all) return callback(null, found);
      const [first] = found;
      callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };

  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      lookup: checkedLookup,
      signal,
      agent: false,
      headers: { accept: [...IMAGE_TYPES.keys()].join(', '), 'accept-encoding': 'identity', 'user-agent': 'Tessera image import' },
    });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const address = socket.remoteAddress;
        if (address === undefined || refused(address)) request.destroy(new ImageImportError(FORBIDDEN));
      });
    });
    request.on('error', (error) => reject(describe(error, signal, limits)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return reject(new ImageImportError(`its server answered with an error (HTTP ${status})`));
      }
      const encoding = response.headers['content-encoding'];
      if (encoding !== undefined && encoding !== 'identity') {
        response.destroy();
        return reject(new ImageImportError('its server sent it compressed, which an image never needs'));
      }
      const tooLarge = new ImageImportError(`it is larger than ${limits.maxBytes / 1024 / 1024} MB`);
      if (Number(response.headers['content-length']) > limits.maxBytes) {
        response.destroy();
        return reject(tooLarge);
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let received = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => {
        received += chunk.length;
        if (received > limits.maxBytes) return request.destroy(tooLarge);
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
      response.on('error', (error) => reject(describe(error, signal, limits)));
    });
    request.end();
  });
}

/**
 * An error of the connection in an editor's words.
 * @param {unknown} error
 * @param {AbortSignal} signal
 * @param {typeof IMAGE_IMPORT_LIMITS} limits
 */
function describe(error, signal, limits) {
  if (error instanceof ImageImportError) return error;
  if (signal.aborted) return new ImageImportError(`its server did not send it within ${limits.timeoutMs / 1000} seconds`);
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ImageImportError('its host name does not exist');
  return new ImageImportError('its server could not be reached');
}

/**
 * The bytes as an image, or why not: the type by its content (a page or a script named .jpg is not an image, nor is
 * SVG, which can carry script), and its dimensions from its header, before anything decodes it.
 * @param {Buffer} bytes
 * @param {URL} url
 * @param {typeof IMAGE_IMPORT_LIMITS} limits
 * @returns {Promise<ImportedImage>}
 */
async function checkImage(bytes, url, limits) {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  const extension = type && IMAGE_TYPES.get(type);
  if (!type || !extension)
    throw new ImageImportError('it is not a JPEG, PNG, WebP, AVIF or GIF image (SVG drawings and web pages are not accepted)');
  /** @type {{ width: number, height: number }} */
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ImageImportError('it is damaged: its size cannot be read');
  }
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw new ImageImportError('it is damaged: its size cannot be read');
  if (width * height > limits.maxPixels) {
    throw new ImageImportError(
      `it is too large: ${width} × ${height} pixels, where at most ${limits.maxPixels / 1_000_000} million are accepted`,
    );
  }
  const name = decodeURIComponentSafe(url.pathname.split('/').pop() ?? '');
  const stem = name.replace(/\.[^.]*$/, '') || 'image';
  return { bytes, type, extension, width, height, filename: `${stem}.${extension}` };
}

/** @param {string} text */
function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
