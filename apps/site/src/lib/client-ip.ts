import 'server-only';
import { BlockList, isIP } from 'node:net';

/**
 * The visitor's IP address, for per-client rate limits and the visitor-country lookup.
 *
 * Next.js's server puts the connection's address into `x-forwarded-for` only when the request
 * carries no such header, so that header is only as trustworthy as what stands in front of the site:
 *
 * - `TRUST_PROXY=true` (or a number N): the site runs behind N reverse proxies (true = 1) that append
 *   the address they saw to `x-forwarded-for`; the N-th address from the right is the visitor's.
 *   Entries further left were written by the client and are ignored.
 * - otherwise: the header is used only when it holds exactly one address, as Next.js writes it for a
 *   direct connection; anything else counts as unknown (null). A client connecting directly can
 *   still send one made-up address, which Next.js keeps: deploy behind a proxy that sets the
 *   header and set TRUST_PROXY for limits that cannot be dodged that way.
 */
export function clientIp(headers: Headers, trustProxy: string | undefined = process.env.TRUST_PROXY): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = trustedHops(trustProxy);
  if (hops === 0) return entries.length === 1 ? normalizeIp(entries[0]!) : null;
  const entry = entries[entries.length - hops];
  return entry === undefined ? null : normalizeIp(entry);
}

function trustedHops(trustProxy: string | undefined): number {
  const value = trustProxy?.trim().toLowerCase();
  if (value === 'true') return 1;
  if (value && /^\d+$/.test(value)) return Math.min(Number(value), 10);
  return 0;
}

/** A bare IPv4 or IPv6 address from a header entry ("1.2.3.4:567", "[::1]:80", "::ffff:1.2.3.4"), or null. */
export function normalizeIp(entry: string): string | null {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : null;
}

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** False for loopback, private, link-local, documentation and other addresses no lookup service can place. */
export function isPublicIp(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return !nonPublic.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
