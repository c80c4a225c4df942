import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../src/admin-api.mjs';
import { refusal, testDirectus } from '../../src/testing.mjs';

/** @typedef {{ brand_color: string | null, brand_color_dark: string | null, dark_background_color: string | null }} Colours */

// Against the real Directus of the test set-up, which loads this extension.
const directus = testDirectus();
const api = adminApi(directus.url, directus.adminToken);
const colours = () => api.get('/items/site_settings?fields=brand_color,brand_color_dark,dark_background_color');
/** @param {Partial<Colours>} change */
const save = (change) => api.patch('/items/site_settings', change);

describe('the site colours, checked at save', () => {
  /** @type {Colours} */
  let saved;
  beforeAll(async () => {
    saved = /** @type {Colours} */ (await colours());
  });
  afterAll(async () => {
    await save(saved);
  });

  it('takes colours that keep every text and control at WCAG 2.2 AA in both themes', async () => {
    const chosen = { brand_color: '#0b57d0', brand_color_dark: '#8ab4f8', dark_background_color: '#0d1b2a' };
    expect(await save(chosen)).toMatchObject(chosen);
  });

  it('refuses a brand colour links would be too faint in, naming the pairing, the shortfall and a shade that passes', async () => {
    const refused = await refusal(save({ brand_color: '#ff9900' }));
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('INSUFFICIENT_CONTRAST');
    expect(refused.reason).toMatch(
      /^Brand colour #ff9900: links on the page background in the light theme \(#ff9900 on #fbf8f4\) has a contrast of 2\.\d\d:1; WCAG 2\.2 AA needs 4\.5:1, \d\.\d\d short\. The nearest shade that passes everywhere is (#[0-9a-f]{6})\.$/,
    );
    const shade = /(#[0-9a-f]{6})\.$/.exec(refused.reason)?.[1];
    expect(await save({ brand_color: shade })).toMatchObject({ brand_color: shade });
  });

  it('checks a change of one colour with the others as saved', async () => {
    // The dark theme's text and its saved brand colour (#8ab4f8) read on the background saved above, not on grey.
    const refused = await refusal(save({ dark_background_color: '#bbbbbb' }));
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(
      /^Background \(dark theme\) #bbbbbb: text on the page background in the dark theme \(#f1ece6 on #bbbbbb\)/,
    );
  });

  it('refuses what is not a colour, and keeps what was saved', async () => {
    const refused = await refusal(save({ brand_color: 'red;}body{display:none' }));
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('INVALID_COLOUR');
    expect(refused.reason).toBe('Brand colour: "red;}body{display:none" is not a colour like #a4411f.');
    expect(/** @type {Colours} */ (await colours()).brand_color).toMatch(/^#[0-9a-f]{6}$/);
  });
});
