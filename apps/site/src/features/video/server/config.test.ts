import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_SERVER_CONFIG, fillUrlTemplate, videoServerConfig } from './config';

describe('videoServerConfig', () => {
  it('defaults to the services themselves', () => {
    expect(videoServerConfig({})).toEqual(DEFAULT_VIDEO_SERVER_CONFIG);
    expect(DEFAULT_VIDEO_SERVER_CONFIG).toMatchObject({
      youtubePosterUrl: 'https://i.ytimg.com/vi/{id}/hqdefault.jpg',
      vimeoOEmbedUrl: 'https://vimeo.com/api/oembed.json?url={url}',
      vimeoPosterHosts: ['i.vimeocdn.com'],
      timeoutMs: 3000,
    });
  });

  it('reads the environment', () => {
    expect(
      videoServerConfig({
        VIDEO_POSTER_YOUTUBE_URL: 'http://127.0.0.1:4000/yt/{id}.jpg',
        VIDEO_OEMBED_VIMEO_URL: 'http://127.0.0.1:4000/oembed?url={url}',
        VIDEO_POSTER_VIMEO_HOSTS: ' 127.0.0.1, I.VIMEOCDN.COM ,',
        VIDEO_FETCH_TIMEOUT_MS: '1500',
      }),
    ).toMatchObject({
      youtubePosterUrl: 'http://127.0.0.1:4000/yt/{id}.jpg',
      vimeoOEmbedUrl: 'http://127.0.0.1:4000/oembed?url={url}',
      vimeoPosterHosts: ['127.0.0.1', 'i.vimeocdn.com'],
      timeoutMs: 1500,
    });
  });

  it.each(['0', '-5', 'soon', '1.5', '60000'])('ignores the time-out %j', (value) => {
    expect(videoServerConfig({ VIDEO_FETCH_TIMEOUT_MS: value }).timeoutMs).toBe(3000);
  });
});

describe('fillUrlTemplate', () => {
  it('fills placeholders with encoded values', () => {
    expect(fillUrlTemplate('https://vimeo.com/api/oembed.json?url={url}', { url: 'https://vimeo.com/1?a=b&c' }).href).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F1%3Fa%3Db%26c',
    );
    expect(fillUrlTemplate('https://i.ytimg.com/vi/{id}/hqdefault.jpg', { id: '../x' }).pathname).toBe('/vi/..%2Fx/hqdefault.jpg');
  });

  it('refuses unknown placeholders and non-http URLs', () => {
    expect(() => fillUrlTemplate('https://x/{nope}', { id: '1' })).toThrow('Unknown placeholder {nope}');
    expect(() => fillUrlTemplate('file:///etc/{id}', { id: '1' })).toThrow('Not an http(s) URL template');
    expect(() => fillUrlTemplate('{id}', { id: 'javascript:alert(1)' })).toThrow('Not an http(s) URL template');
  });
});
