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
const dark = { ...light, ...rootTokens('@media (prefers-color-scheme: dark)') };
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

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('colour tokens', () => {
  const textOnBackground: [foreground: string, background: string][] = [
    ['--text', '--bg'],
    ['--text', '--surface'],
    ['--text', '--highlight'],
    ['--muted', '--bg'],
    ['--muted', '--surface'],
    ['--accent', '--bg'],
    ['--accent', '--surface'],
    ['--accent', '--highlight'],
    ['--accent-text', '--accent'],
    ['--danger', '--bg'],
    ['--danger', '--surface'],
  ];

  it.each([
    ['light', light],
    ['dark', dark],
  ])('give text a contrast of at least 4.5:1 in the %s theme', (_theme, tokens) => {
    for (const [foreground, background] of textOnBackground) {
      expect(tokens[foreground], foreground).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(tokens[foreground]!, tokens[background]!), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give input borders at least 3:1 against the page in both themes', () => {
    for (const tokens of [light, dark]) {
      expect(contrast(tokens['--field-border']!, tokens['--surface']!)).toBeGreaterThanOrEqual(3);
      expect(contrast(tokens['--field-border']!, tokens['--bg']!)).toBeGreaterThanOrEqual(3);
    }
  });

  it('are redefined for the dark theme', () => {
    for (const name of ['--bg', '--surface', '--text', '--muted', '--accent', '--danger']) expect(dark[name]).not.toBe(light[name]);
  });
});
