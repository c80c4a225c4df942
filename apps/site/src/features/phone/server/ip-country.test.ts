import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOOKUP_URL,
  FAILURE_TTL_MS,
  lookupCountry,
  lookupUrlTemplate,
  parseIpCountryReply,
  RESULT_TTL_MS,
  visitorCountry,
  visitorCountryResponse,
  type VisitorCountryOptions,
} from './ip-country';
import { MemoryTtlCache } from '@/lib/cache';

describe('parseIpCountryReply', () => {
  it.each([
    ['1;US;USA;United States', 'US'],
    ['1;GB;GBR;United Kingdom\n', 'GB'],
    ['  1;fr;FRA;France', 'FR'],
  ])('reads %j as %s', (reply, country) => {
    expect(parseIpCountryReply(reply)).toBe(country);
  });

  it.each([
    ['0', 'ip2c.org: bad input'],
    ['2', 'ip2c.org: unknown address'],
    ['', 'empty'],
    ['<html>Service unavailable</html>', 'an error page'],
    ['US;USA;United States', 'no status'],
    ['0;US;USA;United States', 'another status'],
    ['11;US;USA;United States', 'a status that merely starts with 1'],
    ['1;', 'no code'],
    ['1;USA;USA;United States', 'a three-letter code'],
    ['1;ZZ;ZZZ;Unknown', 'the unknown country'],
  ])('treats %j as a failure (%s)', (reply) => {
    expect(parseIpCountryReply(reply)).toBeNull();
  });
});

describe('lookupUrlTemplate', () => {
  it('defaults to ip2c.org, can be turned off, and refuses unusable values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(lookupUrlTemplate(undefined)).toBe(DEFAULT_LOOKUP_URL);
    expect(DEFAULT_LOOKUP_URL).toBe('https://ip2c.org/{ip}');
    expect(lookupUrlTemplate('')).toBe(DEFAULT_LOOKUP_URL);
    expect(lookupUrlTemplate('off')).toBeNull();
    expect(lookupUrlTemplate('OFF')).toBeNull();
    expect(lookupUrlTemplate('http://geo.internal/lookup?ip={ip}')).toBe('http://geo.internal/lookup?ip={ip}');
    expect(lookupUrlTemplate('https://ip2c.org/')).toBeNull();
    expect(lookupUrlTemplate('file:///etc/{ip}')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

// A local stand-in for the IP-to-country service.
describe('against a local lookup service', () => {
  let server: Server;
  let template = '';
  const requests: { method: string; url: string }[] = [];
  const replies: Record<string, { status?: number; body?: string; delayMs?: number }> = {
    '81.2.69.160': { body: '1;GB;GBR;United Kingdom' },
    '2.16.0.1': { body: '1;FR;FRA;France' },
    '2.16.0.2': { body: '2' },
    '2.16.0.3': { status: 500, body: '1;DE;DEU;Germany' },
    '2.16.0.4': { delayMs: 3_000, body: '1;ES;ESP;Spain' },
    '2.16.0.5': { body: '1;AQ;ATA;Antarctica' },
    '2a00:1450:4001::1': { body: '1;DE;DEU;Germany' },
  };

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      requests.push({ method: request.method!, url: request.url! });
      const ip = decodeURIComponent(request.url!.slice(1));
      const reply = replies[ip] ?? { body: '0' };
      setTimeout(() => response.writeHead(reply.status ?? 200, { 'content-type': 'text/plain' }).end(reply.body), reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{ip}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it('asks with one GET per address and reads the reply', async () => {
    expect(await lookupCountry('81.2.69.160', { template })).toBe('GB');
    expect(requests).toEqual([{ method: 'GET', url: '/81.2.69.160' }]);
    expect(await lookupCountry('2a00:1450:4001::1', { template })).toBe('DE');
    expect(requests[1]!.url).toBe('/2a00%3A1450%3A4001%3A%3A1');
  });

  it('fails on a reply not starting with 1, an HTTP error, a refused connection or after the time-out', async () => {
    expect(await lookupCountry('2.16.0.2', { template })).toBeNull();
    expect(await lookupCountry('2.16.0.3', { template })).toBeNull();
    expect(await lookupCountry('2.16.0.1', { template: 'http://127.0.0.1:9/{ip}' })).toBeNull();
    const started = performance.now();
    expect(await lookupCountry('2.16.0.4', { template, timeoutMs: 200 })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('gives up after 2 seconds by default', async () => {
    const started = performance.now();
    expect(await lookupCountry('2.16.0.4', { template })).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(performance.now() - started).toBeLessThan(2_900);
  });

  function options(overrides: Partial<VisitorCountryOptions> = {}): VisitorCountryOptions {
    return { template, trustProxy: 'true', cache: new MemoryTtlCache(), ...overrides };
  }
  const from = (forwardedFor: string) => new Headers({ 'x-forwarded-for': forwardedFor });

  it('caches each address’s country for a day, and failures for less long', async () => {
    let now = 0;
    const cache = new MemoryTtlCache<{ country: string | null }>({ now: () => now });
    const set = vi.spyOn(cache, 'set');
    const opts = options({ cache });
    expect(await visitorCountry(from('2.16.0.1'), opts)).toBe('FR');
    expect(await visitorCountry(from('2.16.0.1'), opts)).toBe('FR');
    expect(requests).toHaveLength(1);
    expect(set).toHaveBeenCalledWith('2.16.0.1', { country: 'FR' }, RESULT_TTL_MS);
    expect(RESULT_TTL_MS).toBe(86_400_000);
    expect(await visitorCountry(from('2.16.0.2'), opts)).toBeNull();
    expect(set).toHaveBeenCalledWith('2.16.0.2', { country: null }, FAILURE_TTL_MS);
    expect(await visitorCountry(from('2.16.0.2'), opts)).toBeNull();
    expect(requests).toHaveLength(2);
    now = RESULT_TTL_MS + 1;
    expect(await visitorCountry(from('2.16.0.1'), opts)).toBe('FR');
    expect(requests).toHaveLength(3);
  });

  it('asks once for simultaneous requests from one address', async () => {
    const opts = options();
    const answers = await Promise.all([1, 2, 3].map(() => visitorCountry(from('81.2.69.160'), opts)));
    expect(answers).toEqual(['GB', 'GB', 'GB']);
    expect(requests).toHaveLength(1);
  });

  it('does not ask for private or loopback addresses, when turned off, or when the address is not trusted', async () => {
    expect(await visitorCountry(from('127.0.0.1'), options())).toBeNull();
    expect(await visitorCountry(from('192.168.1.20'), options())).toBeNull();
    expect(await visitorCountry(from('::1'), options())).toBeNull();
    expect(await visitorCountry(from('81.2.69.160'), options({ template: null }))).toBeNull();
    // Without TRUST_PROXY, a header with several addresses is not believed.
    expect(await visitorCountry(from('81.2.69.160, 2.16.0.1'), options({ trustProxy: undefined }))).toBeNull();
    expect(requests).toEqual([]);
  });

  it('ignores a country the phone input does not know', async () => {
    expect(await visitorCountry(from('2.16.0.5'), options())).toBeNull();
  });

  it('GET /api/visitor-country answers with JSON, falling back silently', async () => {
    vi.stubEnv('IP_COUNTRY_LOOKUP_URL', template);
    vi.stubEnv('TRUST_PROXY', 'true');
    try {
      const found = await visitorCountryResponse(
        new Request('http://site/api/visitor-country', { headers: from('198.51.100.1, 2.16.0.1') }),
      );
      expect(await found.json()).toEqual({ country: 'FR' });
      expect(found.headers.get('cache-control')).toBe('private, max-age=600');
      const unknown = await visitorCountryResponse(new Request('http://site/api/visitor-country', { headers: from('2.16.0.2') }));
      expect(await unknown.json()).toEqual({ country: null });
      const local = await visitorCountryResponse(new Request('http://site/api/visitor-country'));
      expect(await local.json()).toEqual({ country: null });
      vi.stubEnv('IP_COUNTRY_LOOKUP_URL', 'off');
      const off = await visitorCountryResponse(new Request('http://site/api/visitor-country', { headers: from('81.2.69.160') }));
      expect(await off.json()).toEqual({ country: null });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
