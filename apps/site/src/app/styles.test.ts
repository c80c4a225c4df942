import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DURATIONS, durationProperty, type DurationName } from '@/features/motion/tokens';

const srcDir = join(import.meta.dirname, '..');
const globals = readFileSync(join(import.meta.dirname, 'globals.css'), 'utf8');
const cssFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => ({ path, css: readFileSync(join(srcDir, path), 'utf8') }));

/** The custom properties declared in the first `:root { … }` after `after` (the light theme when empty). */
function rootTokens(after = ''): Record<string, string> {
  const start = globals.indexOf(after);
  const block = /:root\s*\{([^}]*)\}/.exec(globals.slice(start))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const light = rootTokens();
const reduced = rootTokens('@media (prefers-reduced-motion: reduce)');

describe('motion tokens', () => {
  it('declares in CSS the durations of the TypeScript module', () => {
    for (const [name, ms] of Object.entries(DURATIONS)) expect(light[durationProperty(name as DurationName)]).toBe(`${ms}ms`);
    expect(DURATIONS).toEqual({ fast: 200, default: 400, slow: 600, slide: 500 });
  });

  it('sets every duration to zero and turns transitions and animations off for reduced motion', () => {
    for (const name of Object.keys(DURATIONS)) expect(reduced[durationProperty(name as DurationName)]).toBe('0ms');
    const block = globals.slice(globals.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(block).toMatch(/transition:\s*none\s*!important/);
    expect(block).toMatch(/animation:\s*none\s*!important/);
  });

  it('is what every transition and animation in the site’s CSS uses', () => {
    let checked = 0;
    for (const { path, css } of cssFiles) {
      const declarations = [...css.matchAll(/(?<![\w-])(transition|animation)(?:-duration)?\s*:\s*([^;}]+)/g)];
      for (const [declaration, , value] of declarations) {
        if (/^none\b/.test(value!.trim())) continue;
        expect(value, `${path}: ${declaration}`).toMatch(/var\(--duration-(fast|default|slow|slide)\)/);
        expect(value, `${path}: ${declaration}`).not.toMatch(/(?<![\w-])\d*\.?\d+m?s\b/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('colour tokens', () => {
  it('come from the theme module only (@tessera/blocks, tested there for WCAG 2.2 AA), never from globals.css', () => {
    for (const name of [
      '--bg',
      '--surface',
      '--text',
      '--muted',
      '--accent',
      '--accent-text',
      '--danger',
      '--field-border',
      '--highlight',
    ]) {
      expect(light[name], name).toBeUndefined();
      expect(globals).toContain(`var(${name})`);
    }
  });

  it('follow the visitor’s choice, else the system', () => {
    expect(globals).toMatch(/:root\s*\{[^}]*color-scheme:\s*light dark;/);
    expect(globals).toMatch(/:root\[data-theme='light'\]\s*\{\s*color-scheme:\s*light;\s*\}/);
    expect(globals).toMatch(/:root\[data-theme='dark'\]\s*\{\s*color-scheme:\s*dark;\s*\}/);
  });
});
