import 'server-only';
import { BlockList, isIP } from 'node:net';
import { trustedHops } from './forwarded-for';

/**
 * The visitor's IP address, for per-client rate limits and the visitor-country lookup.
 *
 * The site's server (apps/site/server.ts, ./forwarded-for.ts) decides what `x-forwarded-for` holds:
 *
 * - `TRUST_PROXY=true` (or a number N): the site runs behind N reverse proxies (true = 1) that append
 *   the address they saw to `x-forwarded-for`; the N-th address from the right is the visitor's.
 *   Entries further left were written by the client and are ignored.
 * - otherwise (the default): whatever the client sent is replaced by the connection's own address, the
 *   header's one entry. A header of several entries then cannot come from the server, and counts as unknown (null).
 *
 * (`next dev` does not run that server: Next.js keeps a header the client sent, so there a client can choose it.)
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
