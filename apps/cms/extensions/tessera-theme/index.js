// Editors set the site's brand colour (and the dark theme's brand colour and background) in the site settings.
// A colour that would put any text or control of the site under WCAG 2.2 AA contrast, in either theme, is refused
// at save, with the same check the site's palette is built from (@tessera/blocks' themeProblems): the message names
// the field, the pairing that fails, its contrast, what it needs and the nearest shade that passes. A value that is
// not text is refused as INVALID_PAYLOAD, text that is not a colour as INVALID_COLOUR, each naming the field.
// Plain JavaScript that Directus loads as it is, type-checked from its JSDoc (docs/development.md says why).
import { createError } from '@directus/errors';
import { THEME_FIELDS, themeProblems } from '@tessera/blocks';
import { checkTypes } from '../../src/payload.mjs';

/** @typedef {import('@directus/types').HookConfig} HookConfig */
/** @typedef {import('@directus/types').EventContext['database']} Database */
/** @typedef {Record<string, unknown> | null | undefined} Payload */
/** @typedef {import('@tessera/blocks').ThemeSettings} ThemeSettings */

const InvalidColourError = createError(
  'INVALID_COLOUR',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);
const InsufficientContrastError = createError(
  'INSUFFICIENT_CONTRAST',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);

/** @type {HookConfig} */
const registerThemeCheck = ({ filter }) => {
  /**
   * Refuses the write when the colours it leaves would fail a pairing. Reads through the write's own transaction:
   * SQLite has a single connection, held by that write.
   * @param {Payload} payload
   * @param {Database} database
   */
  async function check(payload, database) {
    if (!payload || typeof payload !== 'object' || !THEME_FIELDS.some((field) => field in payload)) return payload;
    checkTypes(payload, {
      brand_color: { type: 'text', label: 'Brand colour' },
      brand_color_dark: { type: 'text', label: 'Brand colour (dark theme)' },
      dark_background_color: { type: 'text', label: 'Background (dark theme)' },
    });
    // An update may change one colour: the others are checked with it as they are saved.
    /** @type {ThemeSettings} */
    const saved =
      (await database('site_settings')
        .select(...THEME_FIELDS)
        .first()) ?? {};
    const [problem] = themeProblems({ ...saved, .../** @type {ThemeSettings} */ (payload) });
    if (problem?.kind === 'colour') throw new InvalidColourError({ message: problem.message });
    if (problem) throw new InsufficientContrastError({ message: problem.message });
    return payload;
  }

  // The settings have no content versions (versioning is off for the collection): every save is one of these.
  for (const event of ['site_settings.items.create', 'site_settings.items.update']) {
    filter(event, (/** @type {Payload} */ payload, _meta, { database }) => check(payload, database));
  }
};
export default registerThemeCheck;
