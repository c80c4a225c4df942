import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const paragraph = (words: number) => ({ type: 'paragraph', data: { text: Array.from({ length: words }, () => 'tessera').join(' ') } });

describe('readingMinutes', () => {
  it('counts the words a visitor sees, at least a minute', () => {
    expect(readingMinutes({ blocks: [] })).toBe(1);
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes({ blocks: [paragraph(WORDS_PER_MINUTE * 3)] })).toBe(3);
    expect(readingMinutes({ blocks: [paragraph(WORDS_PER_MINUTE * 2), paragraph(WORDS_PER_MINUTE * 2 + 99)] })).toBe(4);
  });

  it('leaves markup and invalid blocks out', () => {
    const bold = { type: 'paragraph', data: { text: Array.from({ length: 400 }, () => '<b>glass</b>').join(' ') } };
    expect(readingMinutes({ blocks: [bold, { type: 'raw', data: { html: 'x '.repeat(5000) } }] })).toBe(2);
  });
});
