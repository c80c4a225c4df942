import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetImage, assetUrl, candidateWidths } from './AssetImage';

const ID = '325dc785-3320-4ca9-b635-046f602cc60f';

/** What URLSearchParams writes for the same parameters: the addresses pages had before assetUrl built its own. */
function viaSearchParams(id: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams({ format: 'auto' });
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `/assets/${id}?${search}`;
}

const candidates = (html: string) =>
  /srcSet="([^"]+)"/
    .exec(html)![1]!
    .split(', ')
    .map((candidate) => candidate.replaceAll('&amp;', '&'));

describe('assetUrl', () => {
  it('writes the same address as URLSearchParams did, so cached images and pages keep their URLs', () => {
    const cases: Record<string, string | number | undefined>[] = [
      {},
      { width: 512 },
      { width: 480, height: 270, fit: 'cover' },
      { width: 1200, height: 630, fit: 'cover', format: 'jpg' },
      { format: 'webp', width: 64 },
      { width: undefined, height: 96 },
    ];
    for (const params of cases) expect(assetUrl(ID, params)).toBe(viaSearchParams(ID, params));
  });

  it('keeps a hostile parameter value inside its parameter', () => {
    const url = new URL(assetUrl(ID, { format: 'jpg&width=99999#x', fit: 'cover&download' }), 'http://site.test');
    expect([...url.searchParams]).toEqual([
      ['format', 'jpg&width=99999#x'],
      ['fit', 'cover&download'],
    ]);
    expect(url.hash).toBe('');
  });
});

describe('candidateWidths', () => {
  it('offers 1×, 2× and 3× of a fixed length, in pixels or in rem (16 px)', () => {
    expect(candidateWidths('96px')).toEqual({ widths: [96, 192, 288], fallback: 192 });
    expect(candidateWidths('3rem')).toEqual({ widths: [48, 96, 144], fallback: 96 });
    expect(candidateWidths(' 40.5px ')).toEqual({ widths: [41, 81, 122], fallback: 81 });
  });

  it('offers the viewport-wide set for any other sizes', () => {
    for (const sizes of ['100vw', '(min-width: 1100px) 1040px, 100vw', 'calc(100vw - 2rem)', '96', 'px', '']) {
      expect(candidateWidths(sizes)).toEqual({ widths: [480, 768, 1024, 1440, 1920], fallback: 1024 });
    }
  });
});

describe('AssetImage', () => {
  it('gives a fixed-size photo candidates for the screens it is shown on, not viewport-wide files', () => {
    const html = renderToStaticMarkup(<AssetImage id={ID} alt="" width={96} height={96} sizes="96px" />);
    expect(candidates(html)).toEqual([96, 192, 288].map((w) => `/assets/${ID}?format=auto&width=${w}&height=${w}&fit=cover ${w}w`));
    expect(html).toContain(`src="/assets/${ID}?format=auto&amp;width=192&amp;height=192&amp;fit=cover"`);
    expect(html).toContain('loading="lazy"');
  });

  it('crops viewport-wide images to their ratio at every width, the first one eager when it is the page’s main image', () => {
    const html = renderToStaticMarkup(
      <AssetImage id={ID} alt="A mosaic" width={1600} height={900} sizes="(min-width: 1100px) 1040px, 100vw" priority />,
    );
    expect(candidates(html)).toEqual(
      [480, 768, 1024, 1440, 1920].map((w) => `/assets/${ID}?format=auto&width=${w}&height=${Math.round((w * 9) / 16)}&fit=cover ${w}w`),
    );
    expect(html).toContain(`src="/assets/${ID}?format=auto&amp;width=1024&amp;height=576&amp;fit=cover"`);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
