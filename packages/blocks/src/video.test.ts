import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoUrl } from './video.js';

describe('parseVideoUrl', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&rel=0',
    'https://www.youtube.com/embed/dQw4w9WgXcQ#t=1',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/',
    'https://www.youtube.com/embed/dQw4w9\tWgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ' http://www.youtube.com/embed/dQw4w9WgXcQ ',
  ])('finds the YouTube id in %s', (url) => {
    expect(parseVideoUrl('youtube', url)).toEqual({ id: 'dQw4w9WgXcQ', hash: undefined });
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXc',
    'https://www.youtube.com/embed/dQw4w9WgXcQQ',
    'https://www.youtube.com/embed/dQw4w9WgX"Q',
    'https://www.youtube.com/embed/dQw4w9WgXcQ%20',
    'https://www.youtube.com/embed/dQw4w9WgXc%51',
    'https://www.youtube.com/watch?v=%3Cscript%3E',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'not a url',
  ])('finds no YouTube id in %s', (url) => {
    expect(parseVideoUrl('youtube', url)).toBeUndefined();
  });

  it.each([
    ['https://player.vimeo.com/video/76979871', { id: '76979871', hash: undefined }],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&title=0', { id: '76979871', hash: '8272103f6e' }],
    ['https://vimeo.com/76979871', { id: '76979871', hash: undefined }],
    ['https://vimeo.com/76979871/8272103f6e', { id: '76979871', hash: '8272103f6e' }],
  ])('finds the Vimeo video in %s', (url, expected) => {
    expect(parseVideoUrl('vimeo', url)).toEqual(expected);
  });

  it.each([
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/video/1?h=%22%3E',
    'https://vimeo.com/channels/staffpicks/1',
    'https://vimeo.evil.example/1',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('finds no Vimeo video in %s', (url) => {
    expect(parseVideoUrl('vimeo', url)).toBeUndefined();
  });
});

describe('videoUrl', () => {
  it('rebuilds the page URL from the id', () => {
    expect(videoUrl({ service: 'youtube', id: 'dQw4w9WgXcQ', hash: undefined })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoUrl({ service: 'vimeo', id: '1', hash: 'abc' })).toBe('https://vimeo.com/1/abc');
  });
});
