import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFrameworkChunks } from './compile-hints.ts';

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const RUNTIME = '(()=>{globalThis.TURBOPACK=[]})();';
const REACT = 'TURBOPACK.push([1,(e)=>{e.hydrate()}]);';
const ISLAND = 'TURBOPACK.push([2,(e)=>{e.map()}]);';

/** A build folder as `next build` leaves it: chunks, the build manifest, SRI manifests and a prerendered page. */
function build(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-hints-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  write('static/chunks/runtime.js', RUNTIME);
  write('static/chunks/react.js', REACT);
  write('static/chunks/island.js', ISLAND);
  write('static/chunks/a.css', 'p{}');
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'], polyfillFiles: [] }),
  );
  const integrity = {
    'static/chunks/runtime.js': sri(RUNTIME),
    'static/chunks/react.js': sri(REACT),
    'static/chunks/island.js': sri(ISLAND),
  };
  write('server/subresource-integrity-manifest.json', JSON.stringify(integrity));
  write('server/subresource-integrity-manifest.js', `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(integrity))}`);
  write('server/app/page/subresource-integrity-manifest.json', JSON.stringify(integrity));
  write('server/pages/500.html', `<script src="/_next/static/chunks/react.js" integrity="${sri(REACT)}" async=""></script>`);
  write('cache/untouched.json', JSON.stringify(integrity));
  return dist;
}

describe('marking the framework chunks for eager compilation', () => {
  it('starts each chunk every page loads with the hint, and leaves the islands’ chunks alone', () => {
    const dist = build();
    expect(hintFrameworkChunks(dist).sort()).toEqual(['static/chunks/react.js', 'static/chunks/runtime.js']);
    expect(readFileSync(join(dist, 'static/chunks/react.js'), 'utf8')).toBe(COMPILE_HINT + REACT);
    expect(readFileSync(join(dist, 'static/chunks/runtime.js'), 'utf8')).toBe(COMPILE_HINT + RUNTIME);
    expect(readFileSync(join(dist, 'static/chunks/island.js'), 'utf8')).toBe(ISLAND);
  });

  it('puts the hinted chunks’ hashes wherever the build wrote the old ones', () => {
    const dist = build();
    hintFrameworkChunks(dist);
    const expected = {
      'static/chunks/runtime.js': sri(COMPILE_HINT + RUNTIME),
      'static/chunks/react.js': sri(COMPILE_HINT + REACT),
      'static/chunks/island.js': sri(ISLAND),
    };
    for (const path of ['server/subresource-integrity-manifest.json', 'server/app/page/subresource-integrity-manifest.json'])
      expect(JSON.parse(readFileSync(join(dist, path), 'utf8'))).toEqual(expected);
    const script = readFileSync(join(dist, 'server/subresource-integrity-manifest.js'), 'utf8');
    expect(JSON.parse(JSON.parse(script.slice(script.indexOf('=') + 1)))).toEqual(expected);
    expect(readFileSync(join(dist, 'server/pages/500.html'), 'utf8')).toContain(`integrity="${sri(COMPILE_HINT + REACT)}"`);
    // Next.js's build cache is its own.
    expect(readFileSync(join(dist, 'cache/untouched.json'), 'utf8')).toContain(sri(REACT));
  });

  it('changes nothing when run again', () => {
    const dist = build();
    hintFrameworkChunks(dist);
    const manifest = readFileSync(join(dist, 'server/subresource-integrity-manifest.json'), 'utf8');
    expect(hintFrameworkChunks(dist)).toEqual([]);
    expect(readFileSync(join(dist, 'static/chunks/react.js'), 'utf8')).toBe(COMPILE_HINT + REACT);
    expect(readFileSync(join(dist, 'server/subresource-integrity-manifest.json'), 'utf8')).toBe(manifest);
  });
});
