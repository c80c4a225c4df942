import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIDEO_SERVER_CONFIG, type VideoServerConfig } from './config';
import { posterResponse } from './routes';
import { parseVimeoOEmbed, VideoServer } from './video-server';

/** A local stand-in for i.ytimg.com, vimeo.com's oEmbed and i.vimeocdn.com. */
interface Stub {
  url: string;
  requests: string[];
  server: Server;
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

function handle(stub: () => Stub) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    stub().requests.push(`${url.pathname}${url.search}`);
    const [, kind, name] = url.pathname.split('/');
    if (kind === 'yt' && name === 'aqz-KE-bpKQ.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    if (kind === 'yt' && name === 'html_Html_H.jpg') return response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
    if (kind === 'yt' && name === 'hugeHugeHug.jpg') {
      // Chunked, no content-length: the cap applies while reading.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.write(new Uint8Array(600));
      return response.end(new Uint8Array(600));
    }
    if (kind === 'yt' && name === 'redirectRed.jpg') return response.writeHead(302, { location: '/yt/aqz-KE-bpKQ.jpg' }).end();
    if (kind === 'yt' && name === 'slowSlowSlo.jpg')
      return setTimeout(() => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG), 2000);
    if (kind === 'thumb') return response.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(JPEG);
    if (kind === 'oembed') {
      const video = url.searchParams.get('url') ?? '';
      const id = video.split('/')[3];
      if (id === '76979871') {
        return response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            type: 'video',
            title: 'The New Vimeo Player\u0007 (You Know, For Videos)',
            thumbnail_url: `${stub().url}/thumb/452001751-d_295x166`,
            video_id: 76979871,
          }),
        );
      }
      if (id === '1111') {
        const evil = `http://evil.test/thumb/1`;
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ title: 'Elsewhere', thumbnail_url: evil }));
      }
      if (id === '2222') return response.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
      return response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    }
    response.writeHead(404).end();
  };
}

let stub: Stub;

beforeAll(async () => {
  const server = createServer(handle(() => stub));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub = { server, requests: [], url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});

afterAll(async () => {
  stub.server.closeAllConnections();
  await new Promise((resolve) => stub.server.close(resolve));
});

beforeEach(() => {
  stub.requests = [];
});

function config(overrides: Partial<VideoServerConfig> = {}): VideoServerConfig {
  return {
    ...DEFAULT_VIDEO_SERVER_CONFIG,
    youtubePosterUrl: `${stub.url}/yt/{id}.jpg`,
    vimeoOEmbedUrl: `${stub.url}/oembed?url={url}&width=640`,
    vimeoPosterHosts: ['127.0.0.1'],
    timeoutMs: 500,
    maxPosterBytes: 1000,
    ...overrides,
  };
}

function videoServer(overrides: Partial<VideoServerConfig> = {}) {
  const warn = vi.fn();
  const server = new VideoServer({ config: () => config(overrides), warn });
  return { server, warn };
}

describe('YouTube posters', () => {
  it('are fetched from the configured URL and cached', async () => {
    const { server } = videoServer();
    const first = await server.youtubePoster('aqz-KE-bpKQ');
    expect(first).toEqual({ ok: true, contentType: 'image/jpeg', body: JPEG });
    await server.youtubePoster('aqz-KE-bpKQ');
    expect(stub.requests).toEqual(['/yt/aqz-KE-bpKQ.jpg']);
  });

  it('are fetched once for concurrent requests', async () => {
    const { server } = videoServer();
    await Promise.all([server.youtubePoster('aqz-KE-bpKQ'), server.youtubePoster('aqz-KE-bpKQ'), server.youtubePoster('aqz-KE-bpKQ')]);
    expect(stub.requests).toHaveLength(1);
  });

  it('are not found when the service has none (cached too)', async () => {
    const { server, warn } = videoServer();
    expect(await server.youtubePoster('nopeNopeNop')).toEqual({ ok: false, status: 404 });
    expect(await server.youtubePoster('nopeNopeNop')).toEqual({ ok: false, status: 404 });
    expect(stub.requests).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong content type', 'html_Html_H'],
    ['an answer over the size cap', 'hugeHugeHug'],
    ['a redirect (never followed)', 'redirectRed'],
  ])('fail on %s', async (_, id) => {
    const { server, warn } = videoServer();
    expect(await server.youtubePoster(id)).toEqual({ ok: false, status: 502 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(stub.requests).toEqual([`/yt/${id}.jpg`]);
  });

  it('fail after the time-out on a slow host', async () => {
    const { server, warn } = videoServer({ timeoutMs: 200 });
    const started = performance.now();
    expect(await server.youtubePoster('slowSlowSlo')).toEqual({ ok: false, status: 502 });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(warn.mock.calls[0]![0]).toMatch(/did not answer within 200 ms/);
  });

  it('fail when the host is unreachable, and the failure is cached', async () => {
    const { server, warn } = videoServer({ youtubePosterUrl: 'http://127.0.0.1:9/vi/{id}/hqdefault.jpg' });
    expect(await server.youtubePoster('aqz-KE-bpKQ')).toEqual({ ok: false, status: 502 });
    expect(await server.youtubePoster('aqz-KE-bpKQ')).toEqual({ ok: false, status: 502 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('are never fetched for an invalid id', async () => {
    const { server } = videoServer();
    for (const id of ['', 'short', 'aqz-KE-bpKQQ', '../../etc/pa', 'aqz-KE-bp%51', 'aqz KE-bpKQ']) {
      expect(await server.youtubePoster(id)).toEqual({ ok: false, status: 404 });
    }
    expect(stub.requests).toEqual([]);
  });
});

describe('Vimeo oEmbed', () => {
  it('gives the title and a thumbnail on an allowed host', async () => {
    const { server } = videoServer();
    expect(await server.vimeoOEmbed('76979871')).toEqual({
      ok: true,
      title: 'The New Vimeo Player (You Know, For Videos)',
      thumbnailUrl: `${stub.url}/thumb/452001751-d_295x166`,
    });
    expect(stub.requests).toEqual([`/oembed?url=${encodeURIComponent('https://vimeo.com/76979871')}&width=640`]);
  });

  it('asks for a private video with its hash', async () => {
    const { server } = videoServer();
    await server.vimeoOEmbed('76979871', 'abc123');
    expect(stub.requests).toEqual([`/oembed?url=${encodeURIComponent('https://vimeo.com/76979871/abc123')}&width=640`]);
  });

  it('drops a thumbnail on any other host, and never fetches it', async () => {
    const { server } = videoServer();
    expect(await server.vimeoOEmbed('1111')).toEqual({ ok: true, title: 'Elsewhere', thumbnailUrl: undefined });
    expect(await server.vimeoPoster('1111')).toEqual({ ok: false, status: 404 });
    expect(stub.requests).toEqual([`/oembed?url=${encodeURIComponent('https://vimeo.com/1111')}&width=640`]);
  });

  it('fails on invalid JSON and on unknown videos', async () => {
    const { server } = videoServer();
    expect(await server.vimeoOEmbed('2222')).toEqual({ ok: false, status: 502 });
    expect(await server.vimeoOEmbed('3333')).toEqual({ ok: false, status: 404 });
  });

  it('proxies the thumbnail as the poster, with one oEmbed request', async () => {
    const { server } = videoServer();
    expect(await server.vimeoPoster('76979871')).toEqual({ ok: true, contentType: 'image/jpeg', body: JPEG });
    await server.vimeoOEmbed('76979871');
    await server.vimeoPoster('76979871');
    expect(stub.requests).toEqual([
      `/oembed?url=${encodeURIComponent('https://vimeo.com/76979871')}&width=640`,
      '/thumb/452001751-d_295x166',
    ]);
  });
});

describe('parseVimeoOEmbed', () => {
  const settings = { vimeoPosterHosts: ['i.vimeocdn.com'], vimeoOEmbedUrl: 'https://vimeo.com/api/oembed.json?url={url}' };

  it.each([
    ['https://i.vimeocdn.com/video/452001751-d_295x166', 'https://i.vimeocdn.com/video/452001751-d_295x166'],
    ['http://i.vimeocdn.com/video/1', undefined],
    ['https://user:pw@i.vimeocdn.com/video/1', undefined],
    ['https://i.vimeocdn.com.evil.test/video/1', undefined],
    ['javascript:alert(1)', undefined],
    ['//i.vimeocdn.com/video/1', undefined],
    [42, undefined],
  ])('keeps thumbnail %j as %j', (thumbnail, expected) => {
    expect(parseVimeoOEmbed({ thumbnail_url: thumbnail }, settings).thumbnailUrl).toBe(expected);
  });

  it('cleans titles', () => {
    expect(parseVimeoOEmbed({ title: '  A\u0000 \n film  ' }, settings).title).toBe('A film');
    expect(parseVimeoOEmbed({ title: '' }, settings).title).toBeUndefined();
    expect(parseVimeoOEmbed({ title: 7 }, settings).title).toBeUndefined();
    expect(parseVimeoOEmbed(null, settings)).toEqual({ title: undefined, thumbnailUrl: undefined });
    expect(parseVimeoOEmbed({ title: 'x'.repeat(500) }, settings).title).toHaveLength(200);
  });
});

describe('facade data', () => {
  it('has a YouTube poster from the site when the service has one', async () => {
    const { server } = videoServer();
    expect(await server.facade('youtube', 'aqz-KE-bpKQ', undefined, 'Morning')).toEqual({
      title: 'Morning',
      posterSrc: '/api/video/poster/youtube/aqz-KE-bpKQ',
    });
  });

  it('has the Vimeo title and poster from oEmbed', async () => {
    const { server } = videoServer();
    expect(await server.facade('vimeo', '76979871', undefined, 'A film about slow work')).toEqual({
      title: 'The New Vimeo Player (You Know, For Videos)',
      posterSrc: '/api/video/poster/vimeo/76979871',
    });
  });

  it('falls back to the caption and a neutral poster when the services are unreachable', async () => {
    const { server } = videoServer({
      youtubePosterUrl: 'http://127.0.0.1:9/{id}.jpg',
      vimeoOEmbedUrl: 'http://127.0.0.1:9/oembed?url={url}',
    });
    expect(await server.facade('youtube', 'aqz-KE-bpKQ', undefined, 'Morning')).toEqual({ title: 'Morning', posterSrc: undefined });
    expect(await server.facade('vimeo', '76979871', undefined, 'Slow work')).toEqual({ title: 'Slow work', posterSrc: undefined });
  });

  it('falls back for a misconfigured template', async () => {
    const { server, warn } = videoServer({ youtubePosterUrl: 'ftp://x/{id}', vimeoOEmbedUrl: 'https://x/{nope}' });
    expect(await server.facade('youtube', 'aqz-KE-bpKQ', undefined, 'Morning')).toEqual({ title: 'Morning', posterSrc: undefined });
    expect(await server.facade('vimeo', '76979871', undefined, 'Slow')).toEqual({ title: 'Slow', posterSrc: undefined });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the poster route', () => {
  it('serves a poster with long-lived caching', async () => {
    const { server } = videoServer();
    const response = await posterResponse('youtube', 'aqz-KE-bpKQ', new URLSearchParams(), server);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(JPEG.byteLength),
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('serves Vimeo posters, private ones with their hash', async () => {
    const { server } = videoServer();
    const response = await posterResponse('vimeo', '76979871', new URLSearchParams('h=abc123'), server);
    expect(response.status).toBe(200);
    expect(stub.requests[0]).toBe(`/oembed?url=${encodeURIComponent('https://vimeo.com/76979871/abc123')}&width=640`);
  });

  it.each([
    ['youtube', 'aqz-KE-bpK', '', 404],
    ['youtube', 'aqz-KE-bpKQ.jpg', '', 404],
    ['youtube', '..%2F..%2Fx', '', 404],
    ['vimeo', 'abc', '', 404],
    ['vimeo', '1'.repeat(13), '', 404],
    ['vimeo', '76979871', 'h=../x', 400],
    ['vimeo', '76979871', 'h=', 400],
    ['youtube', 'aqz-KE-bpKQ', 'h=abc', 400],
  ] as const)('refuses %s %j?%s with %i before any request', async (service, id, query, status) => {
    const { server } = videoServer();
    const response = await posterResponse(service, id, new URLSearchParams(query), server);
    expect(response.status).toBe(status);
    expect(stub.requests).toEqual([]);
  });

  it('answers 404 when the service has no such poster and 502 when it cannot be reached', async () => {
    expect((await posterResponse('youtube', 'nopeNopeNop', new URLSearchParams(), videoServer().server)).status).toBe(404);
    const down = videoServer({ youtubePosterUrl: 'http://127.0.0.1:9/{id}.jpg' }).server;
    const response = await posterResponse('youtube', 'aqz-KE-bpKQ', new URLSearchParams(), down);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
