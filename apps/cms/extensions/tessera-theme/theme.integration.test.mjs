import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Against the real Directus of the test set-up, which loads this extension.
const url = process.env.TESSERA_TEST_DIRECTUS_URL;
const token = process.env.TESSERA_TEST_ADMIN_TOKEN;
const FIELDS = ['brand_color', 'brand_color_dark', 'dark_background_color'];

async function call(method, body) {
  const response = await fetch(`${url}/items/site_settings${method === 'GET' ? `?fields=${FIELDS.join(',')}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('the site colours, checked at save', () => {
  let saved;
  beforeAll(async () => {
    saved = (await call('GET')).body.data;
  });
  afterAll(async () => {
    await call('PATCH', saved);
  });

  it('takes colours that keep every text and control at WCAG 2.2 AA in both themes', async () => {
    const { status, body } = await call('PATCH', { brand_color: '#0b57d0', brand_color_dark: '#8ab4f8', dark_background_color: '#0d1b2a' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ brand_color: '#0b57d0', brand_color_dark: '#8ab4f8', dark_background_color: '#0d1b2a' });
  });

  it('refuses a brand colour links would be too faint in, naming the pairing, the shortfall and a shade that passes', async () => {
    const { status, body } = await call('PATCH', { brand_color: '#ff9900' });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('INSUFFICIENT_CONTRAST');
    expect(body.errors[0].message).toMatch(
      /^Brand colour #ff9900: links on the page background in the light theme \(#ff9900 on #fbf8f4\) has a contrast of 2\.\d\d:1; WCAG 2\.2 AA needs 4\.5:1, \d\.\d\d short\. The nearest shade that passes everywhere is (#[0-9a-f]{6})\.$/,
    );
    const shade = /(#[0-9a-f]{6})\.$/.exec(body.errors[0].message)[1];
    expect((await call('PATCH', { brand_color: shade })).status).toBe(200);
  });

  it('checks a change of one colour with the others as saved', async () => {
    // The dark theme's text and its saved brand colour (#8ab4f8) read on the background saved above, not on grey.
    const { status, body } = await call('PATCH', { dark_background_color: '#bbbbbb' });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(
      /^Background \(dark theme\) #bbbbbb: text on the page background in the dark theme \(#f1ece6 on #bbbbbb\)/,
    );
  });

  it('refuses what is not a colour', async () => {
    const { status, body } = await call('PATCH', { brand_color: 'red;}body{display:none' });
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe('Brand colour: "red;}body{display:none" is not a colour like #a4411f.');
    expect((await call('GET')).body.data.brand_color).not.toContain('red');
  });
});
