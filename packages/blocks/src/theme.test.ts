import { describe, expect, it } from 'vitest';
import { contrast, DEFAULT_THEME, PAIRINGS, parseHex, themeCss, themePalettes, themeProblems } from './theme.js';

describe('the site’s own palettes', () => {
  it.each(['light', 'dark'] as const)('meet every WCAG 2.2 AA pairing in the %s theme', (theme) => {
    const palette = DEFAULT_THEME[theme];
    for (const { foreground, background, minimum } of PAIRINGS) {
      expect(contrast(palette[foreground], palette[background]), `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('are what empty settings give', () => {
    expect(themePalettes({})).toEqual(DEFAULT_THEME);
    expect(themeProblems({ brand_color: null, brand_color_dark: '', dark_background_color: null })).toEqual([]);
  });
});

describe('contrast', () => {
  it('is WCAG’s ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it('reads #rgb and #rrggbb only', () => {
    expect(parseHex('#ABC')).toBe('#aabbcc');
    expect(parseHex(' 0a7d3c ')).toBe('#0a7d3c');
    for (const bad of ['red', '#12345', 'rgb(0,0,0)', '#ggg', '', null, '#fff;}body{color:red']) expect(parseHex(bad)).toBeNull();
  });
});

describe('an editor’s brand colour', () => {
  it('is used, with button text that reads on it', () => {
    const { light } = themePalettes({ brand_color: '#0b57d0' });
    expect(light.accent).toBe('#0b57d0');
    expect(contrast(light.accentText, light.accent)).toBeGreaterThanOrEqual(4.5);
    expect(themeProblems({ brand_color: '#0b57d0' })).toEqual([]);
  });

  it('is refused when links would be too faint, saying which pairing fails, by how much, and a shade that passes', () => {
    const [problem, ...rest] = themeProblems({ brand_color: '#ff9900' });
    expect(problem!.field).toBe('brand_color');
    expect(problem!.theme).toBe('light');
    expect(problem!.message).toMatch(
      /^Brand colour #ff9900: links on the page background in the light theme \(#ff9900 on #fbf8f4\) has a contrast of 2\.\d\d:1; WCAG 2\.2 AA needs 4\.5:1, 2\.\d\d short\. The nearest shade that passes everywhere is #[0-9a-f]{6}\.$/,
    );
    const shade = /is (#[0-9a-f]{6})\.$/.exec(problem!.message)![1];
    expect(themeProblems({ brand_color: shade })).toEqual([]);
    expect(rest.every((other) => other.field === 'brand_color')).toBe(true);
  });

  it('is checked in the dark theme too, against the dark background an editor chose', () => {
    expect(themeProblems({ brand_color_dark: '#5a2a10' })[0]!.message).toMatch(
      /^Brand colour \(dark theme\) #5a2a10: links on the page background in the dark theme/,
    );
    const [problem] = themeProblems({ dark_background_color: '#777777' });
    expect(problem!.field).toBe('dark_background_color');
    expect(problem!.message).toMatch(/text on the page background in the dark theme \(#f1ece6 on #777777\)/);
    expect(themeProblems({ dark_background_color: '#0d1b2a' })).toEqual([]);
  });

  it('is refused when it is not a colour', () => {
    expect(themeProblems({ brand_color: 'red;}body{display:none' })).toEqual([
      {
        field: 'brand_color',
        theme: 'light',
        kind: 'colour',
        message: 'Brand colour: "red;}body{display:none" is not a colour like #a4411f.',
      },
    ]);
  });

  it('quotes no more than the first 40 characters of what is not a colour', () => {
    const [problem] = themeProblems({ brand_color_dark: `#${'f'.repeat(100_000)}` });
    expect(problem).toMatchObject({ field: 'brand_color_dark', kind: 'colour' });
    expect(problem!.message).toBe(`Brand colour (dark theme): "#${'f'.repeat(39)}… (100001 characters)" is not a colour like #a4411f.`);
  });
});

describe('the theme’s CSS', () => {
  it('gives every colour for both themes with light-dark()', () => {
    const css = themeCss(themePalettes({ brand_color: '#0b57d0' }));
    expect(css).toMatch(/^:root\{[^{}]*\}$/);
    expect(css).toContain('--accent:light-dark(#0b57d0,#f08a62)');
    expect(css).toContain('--bg:light-dark(#fbf8f4,#1b1917)');
  });
});
