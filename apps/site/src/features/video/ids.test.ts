import { describe, expect, it } from 'vitest';
import { aspectRatio } from './aspect';
import { isValidVideoHash, isValidVideoId, isVideoService, posterPath } from './ids';

describe('video ids', () => {
  it.each([
    ['aqz-KE-bpKQ', true],
    ['___________', true],
    ['aqz-KE-bpK', false],
    ['aqz-KE-bpKQQ', false],
    ['aqz-KE-bp.Q', false],
    ['aqz-KE-bp/Q', false],
    ['', false],
  ])('YouTube %j is valid: %s', (id, valid) => {
    expect(isValidVideoId('youtube', id)).toBe(valid);
  });

  it.each([
    ['76979871', true],
    ['1', true],
    ['123456789012', true],
    ['1234567890123', false],
    ['7697a871', false],
    ['-1', false],
    ['', false],
  ])('Vimeo %j is valid: %s', (id, valid) => {
    expect(isValidVideoId('vimeo', id)).toBe(valid);
  });

  it('accepts hashes for Vimeo only', () => {
    expect(isValidVideoHash('vimeo', 'abc123')).toBe(true);
    expect(isValidVideoHash('vimeo', undefined)).toBe(true);
    expect(isValidVideoHash('vimeo', 'a/b')).toBe(false);
    expect(isValidVideoHash('vimeo', '')).toBe(false);
    expect(isValidVideoHash('youtube', 'abc')).toBe(false);
  });

  it('knows its services', () => {
    expect(isVideoService('youtube')).toBe(true);
    expect(isVideoService('vimeo')).toBe(true);
    expect(isVideoService('dailymotion')).toBe(false);
  });

  it('builds poster paths on the site', () => {
    expect(posterPath('youtube', 'aqz-KE-bpKQ')).toBe('/api/video/poster/youtube/aqz-KE-bpKQ');
    expect(posterPath('vimeo', '76979871', 'abc123')).toBe('/api/video/poster/vimeo/76979871?h=abc123');
  });
});

describe('aspectRatio', () => {
  it.each([
    [580, 320, '580 × 320'],
    [undefined, undefined, '16 × 9'],
    [580, undefined, '16 × 9'],
    [0, 320, '16 × 9'],
    [10000, 1, '16 × 9'],
    [1, 10000, '16 × 9'],
  ])('%s × %s reserves %s', (width, height, expected) => {
    const box = aspectRatio(width, height);
    expect(`${box.width} × ${box.height}`).toBe(expected);
  });
});
