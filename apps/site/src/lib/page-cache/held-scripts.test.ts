import { describe, expect, it } from 'vitest';
import { HELD_REL, HELD_SCRIPTS_LOADER, HELD_SCRIPT_TYPE, holdScripts } from './held-scripts.ts';

const head =
  '<html><head><link rel="stylesheet" href="/a.css"/>' +
  '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAAA"></script>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js" integrity="sha256-BBBB"/>' +
  '<link rel="preload" as="image" href="/hero.avif"/>' +
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-CCCC" noModule=""></script>' +
  '<script src="/blocking.js"></script>' +
  '<script type="module" src="/module.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></head>';

describe('holding a cached page’s scripts until its first paint', () => {
  const held = holdScripts(`${head}<body><p>async is a word</p></body></html>`);

  it('gives each async classic script a type browsers neither fetch nor run, keeping its attributes', () => {
    expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" src="/_next/static/chunks/a.js" async="" integrity="sha256-AAAA"></script>`);
  });

  it('keeps the rel of a script preload aside, and leaves other preloads as they are', () => {
    expect(held).toContain(
      `<link ${HELD_REL}="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js" integrity="sha256-BBBB"/>`,
    );
    expect(held).toContain('<link rel="preload" as="image" href="/hero.avif"/>');
  });

  it('leaves scripts that are not async, typed scripts and inline scripts alone', () => {
    expect(held).toContain('<script src="/_next/static/chunks/polyfills.js" integrity="sha256-CCCC" noModule=""></script>');
    expect(held).toContain('<script src="/blocking.js"></script>');
    expect(held).toContain('<script type="module" src="/module.js" async=""></script>');
    expect(held).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(held).toContain('<p>async is a word</p>');
  });

  it('puts the loader last in the body, once', () => {
    expect(held.endsWith(`<script>${HELD_SCRIPTS_LOADER}</script></body></html>`)).toBe(true);
    expect(held.split(HELD_SCRIPTS_LOADER)).toHaveLength(2);
  });

  it('changes nothing in a page with nothing to hold, or in a document without a body', () => {
    const plain = '<html><head><script src="/blocking.js"></script></head><body></body></html>';
    expect(holdScripts(plain)).toBe(plain);
    const feed = '<?xml version="1.0"?><rss><channel><title>async</title></channel></rss>';
    expect(holdScripts(feed)).toBe(feed);
  });
});
