/**
 * The site's colours, light and dark, with what editors may change of them in `site_settings` (the brand colour,
 * the dark theme's brand colour and background), and the WCAG 2.2 AA contrast every text and control keeps. The
 * site writes the palette as CSS (themeCss); the CMS's hook refuses a save that would break a pairing
 * (themeProblems), with a message that names the pairing, the contrast and a shade that passes.
 */

export type Hex = `#${string}`;

export interface Palette {
  bg: Hex;
  surface: Hex;
  text: Hex;
  muted: Hex;
  accent: Hex;
  /** Text on the accent (buttons). */
  accentText: Hex;
  border: Hex;
  danger: Hex;
  /** Input borders (3:1 at least against what they sit on). */
  fieldBorder: Hex;
  /** The background of a selected row. */
  highlight: Hex;
}

/** The colours the site ships with. */
export const DEFAULT_THEME: { light: Palette; dark: Palette } = {
  light: {
    bg: '#fbf8f4',
    surface: '#ffffff',
    text: '#1f1b17',
    muted: '#5f574f',
    accent: '#a4411f',
    accentText: '#ffffff',
    border: '#e4dcd2',
    danger: '#b3261e',
    fieldBorder: '#767676',
    highlight: '#f7e9e2',
  },
  dark: {
    bg: '#1b1917',
    surface: '#25221f',
    text: '#f1ece6',
    muted: '#b9b0a6',
    accent: '#f08a62',
    accentText: '#1b1917',
    border: '#3a3530',
    danger: '#ff8a80',
    fieldBorder: '#8d847a',
    highlight: '#3b2b23',
  },
};

/** What editors set in `site_settings`; null keeps the default. */
export interface ThemeSettings {
  brand_color?: string | null;
  brand_color_dark?: string | null;
  dark_background_color?: string | null;
}

export const THEME_FIELDS = ['brand_color', 'brand_color_dark', 'dark_background_color'] as const;
type ThemeField = (typeof THEME_FIELDS)[number];

const FIELD_NAMES: Record<ThemeField, string> = {
  brand_color: 'Brand colour',
  brand_color_dark: 'Brand colour (dark theme)',
  dark_background_color: 'Background (dark theme)',
};

/** `#rgb` or `#rrggbb` as lower-case `#rrggbb`; null for anything else. */
export function parseHex(value: string | null | undefined): Hex | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return `#${digits.toLowerCase()}`;
}

const channels = (hex: Hex) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const toHex = (rgb: number[]): Hex =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` mixed with `b`, `share` of `b` (0–1), in sRGB as CSS's color-mix(in srgb) does. */
export function mix(a: Hex, b: Hex, share: number): Hex {
  const [from, to] = [channels(a), channels(b)];
  return toHex(from.map((c, index) => c + (to[index]! - c) * share));
}

/** WCAG 2 relative luminance. */
export function luminance(hex: Hex): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrast(a: Hex, b: Hex): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The pairings WCAG 2.2 AA asks of the site: text 4.5:1 (1.4.3), input borders and focus rings 3:1 (1.4.11). */
export const PAIRINGS: readonly { foreground: keyof Palette; background: keyof Palette; minimum: number; what: string }[] = [
  { foreground: 'text', background: 'bg', minimum: 4.5, what: 'text on the page background' },
  { foreground: 'text', background: 'surface', minimum: 4.5, what: 'text on cards and fields' },
  { foreground: 'text', background: 'highlight', minimum: 4.5, what: 'text on a selected row' },
  { foreground: 'muted', background: 'bg', minimum: 4.5, what: 'secondary text on the page background' },
  { foreground: 'muted', background: 'surface', minimum: 4.5, what: 'secondary text on cards' },
  { foreground: 'accent', background: 'bg', minimum: 4.5, what: 'links on the page background' },
  { foreground: 'accent', background: 'surface', minimum: 4.5, what: 'links on cards' },
  { foreground: 'accent', background: 'highlight', minimum: 4.5, what: 'links on a selected row' },
  { foreground: 'accentText', background: 'accent', minimum: 4.5, what: 'button text on the brand colour' },
  { foreground: 'danger', background: 'bg', minimum: 4.5, what: 'error messages on the page background' },
  { foreground: 'danger', background: 'surface', minimum: 4.5, what: 'error messages on fields' },
  { foreground: 'fieldBorder', background: 'bg', minimum: 3, what: 'input borders on the page background' },
  { foreground: 'fieldBorder', background: 'surface', minimum: 3, what: 'input borders on cards' },
];

/** The site's palettes with the editors' colours in: what themeCss writes and themeProblems checks. */
export function themePalettes(settings: ThemeSettings): { light: Palette; dark: Palette } {
  const { light, dark } = DEFAULT_THEME;
  const brand = parseHex(settings.brand_color);
  const brandDark = parseHex(settings.brand_color_dark);
  const darkBg = parseHex(settings.dark_background_color);
  const lightPalette: Palette = brand ? { ...light, accent: brand, accentText: textOn(brand) } : light;
  let darkPalette: Palette = dark;
  if (darkBg) {
    // The dark theme's other surfaces follow its background: cards a little lighter, a selected row tinted.
    const surface = mix(darkBg, '#ffffff', 0.05);
    darkPalette = {
      ...darkPalette,
      bg: darkBg,
      surface,
      border: mix(darkBg, '#ffffff', 0.14),
      highlight: mix(darkBg, darkPalette.accent, 0.16),
    };
  }
  if (brandDark) darkPalette = { ...darkPalette, accent: brandDark, accentText: textOn(brandDark) };
  return { light: lightPalette, dark: darkPalette };
}

/** Button text on `accent`: white, or the dark theme's background where that reads better. */
function textOn(accent: Hex): Hex {
  const dark = DEFAULT_THEME.dark.bg;
  return contrast('#ffffff', accent) >= contrast(dark, accent) ? '#ffffff' : dark;
}

export interface ThemeProblem {
  field: ThemeField;
  theme: 'light' | 'dark';
  /** `colour`: the value is no colour; `contrast`: a pairing it takes part in is under WCAG 2.2 AA. */
  kind: 'colour' | 'contrast';
  message: string;
}

/** The first characters of what an editor sent, for a message (a whole 100 kB value is never echoed). */
const shortText = (value: string) => (value.length <= 40 ? value : `${value.slice(0, 40)}… (${value.length} characters)`);

const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/**
 * What breaks WCAG 2.2 AA in the palettes these settings make: a colour that is not a colour, or each pairing
 * under its minimum, named with the field to change, the contrast it has, what it needs, and a shade of the
 * editor's colour that passes. Empty when the settings are fine.
 */
export function themeProblems(settings: ThemeSettings): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  for (const field of THEME_FIELDS) {
    const value = settings[field];
    if (value !== null && value !== undefined && value !== '' && (typeof value !== 'string' || parseHex(value) === null)) {
      problems.push({
        field,
        theme: field === 'brand_color' ? 'light' : 'dark',
        kind: 'colour',
        message: `${FIELD_NAMES[field]}: "${shortText(String(value))}" is not a colour like #a4411f.`,
      });
    }
  }
  if (problems.length > 0) return problems;
  const palettes = themePalettes(settings);
  for (const theme of ['light', 'dark'] as const) {
    const palette = palettes[theme];
    for (const pairing of PAIRINGS) {
      const value = contrast(palette[pairing.foreground], palette[pairing.background]);
      if (value >= pairing.minimum) continue;
      const field = responsibleField(settings, theme, pairing.foreground, pairing.background);
      if (field === null) continue;
      const fix = passingShade(settings, field);
      problems.push({
        field,
        theme,
        kind: 'contrast',
        message:
          `${FIELD_NAMES[field]} ${parseHex(settings[field])}: ${pairing.what} in the ${theme} theme ` +
          `(${palette[pairing.foreground]} on ${palette[pairing.background]}) has a contrast of ${ratio(value)}; ` +
          `WCAG 2.2 AA needs ${pairing.minimum}:1, ${(pairing.minimum - value).toFixed(2)} short.` +
          (fix ? ` The nearest shade that passes everywhere is ${fix}.` : ''),
      });
    }
  }
  return problems;
}

/** The editor's field that a failing pairing comes from (null: the site's own colours, tested in the package). */
function responsibleField(settings: ThemeSettings, theme: 'light' | 'dark', ...keys: (keyof Palette)[]): ThemeField | null {
  const accentKeys = keys.some((key) => key === 'accent' || key === 'accentText');
  if (theme === 'light') return accentKeys && parseHex(settings.brand_color) ? 'brand_color' : null;
  if (accentKeys && parseHex(settings.brand_color_dark)) return 'brand_color_dark';
  return parseHex(settings.dark_background_color) ? 'dark_background_color' : null;
}

/** The shade of the field's colour nearest to it (mixed toward black or white) with which every pairing passes. */
function passingShade(settings: ThemeSettings, field: ThemeField): Hex | null {
  const colour = parseHex(settings[field])!;
  for (let step = 1; step <= 100; step += 1) {
    for (const toward of ['#000000', '#ffffff'] as const) {
      const candidate = mix(colour, toward, step / 100);
      const palettes = themePalettes({ ...settings, [field]: candidate });
      const passes = (['light', 'dark'] as const).every((theme) =>
        PAIRINGS.every((pairing) => contrast(palettes[theme][pairing.foreground], palettes[theme][pairing.background]) >= pairing.minimum),
      );
      if (passes) return candidate;
    }
  }
  return null;
}

const CSS_NAMES: Record<keyof Palette, string> = {
  bg: '--bg',
  surface: '--surface',
  text: '--text',
  muted: '--muted',
  accent: '--accent',
  accentText: '--accent-text',
  border: '--border',
  danger: '--danger',
  fieldBorder: '--field-border',
  highlight: '--highlight',
};

/**
 * The palettes as CSS custom properties, each `light-dark(light, dark)`: the root's `color-scheme` (the visitor's
 * system, or their choice through the theme switch, globals.css) picks one.
 */
export function themeCss(palettes: { light: Palette; dark: Palette }): string {
  const declarations = (Object.keys(CSS_NAMES) as (keyof Palette)[]).map(
    (key) => `${CSS_NAMES[key]}:light-dark(${palettes.light[key]},${palettes.dark[key]})`,
  );
  return `:root{${declarations.join(';')}}`;
}
