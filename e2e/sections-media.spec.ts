import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolationsInBothThemes } from './axe';
import { directus, stack } from './stack';
import { isVideoUrl, stubVideoHosts } from './stand-ins';

// The media section types on the showcase page: gallery (lightbox by keyboard, right to left, focal-point crops),
// testimonials, feature cards and video (the posts' video facade), and the refusals at save.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const section = (page: Page, type: string) => page.locator(`[data-section="${type}"]`);

async function openShowcase(page: Page, prefix = '') {
  await page.goto(`${stack.siteUrl}${prefix}/sections`);
  // The gallery's island marks the gallery once its click listener is in place, as the reader comes near it.
  await section(page, 'gallery').scrollIntoViewIfNeeded();
  await expect(section(page, 'gallery')).toHaveAttribute('data-hydrated', '');
}

for (const [prefix, language, galleryHeading] of [
  ['', 'en', 'From the studios'],
  ['/de', 'de', 'Aus den Studios'],
  ['/ar', 'ar', 'من مراسمنا'],
] as const) {
  test(`the media sections render their demo content (${language})`, async ({ page }) => {
    // The first load also makes the images' first transforms, slow on a busy machine.
    test.setTimeout(120_000);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await stubVideoHosts(page);
    await openShowcase(page, prefix);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const gallery = section(page, 'gallery');
    await expect(gallery.getByRole('heading', { level: 2 })).toHaveText(galleryHeading);
    // Each thumbnail is a link to the whole image (what a reader without JavaScript gets), named by its alt text.
    const links = gallery.locator('a.gallery__link');
    await expect(links).toHaveCount(4);
    for (const href of await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))) {
      expect(href).toMatch(/^\/assets\/[0-9a-f-]{36}\?format=auto&width=1600$/);
    }
    expect((await fetch(`${stack.siteUrl}${await links.first().getAttribute('href')}`)).headers.get('content-type')).toMatch(/^image\//);
    await expect(links.first().locator('img')).toHaveAttribute('alt', /\S/);
    await expect(section(page, 'testimonials').locator('figure blockquote')).toHaveCount(3);
    await expect(section(page, 'testimonials').locator('figure figcaption')).toHaveCount(3);
    // One link per card, in a list.
    await expect(section(page, 'feature_cards').locator('ul > li')).toHaveCount(3);
    await expect(section(page, 'feature_cards').locator('a')).toHaveCount(3);
    // The video is the posts' facade: no request to a video host until played.
    await expect(section(page, 'video').locator('[data-video-service="youtube"]')).toBeVisible();
    await expect(section(page, 'video').locator('iframe')).toHaveCount(0);
    expect(requests.filter(isVideoUrl)).toEqual([]);
  });
}

test('the gallery lightbox works by keyboard: open, arrows, Escape, focus back; its code loads when a thumbnail is reached', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openShowcase(page);
  const thumbnails = section(page, 'gallery').locator('a.gallery__link');
  await expect(page.locator('dialog')).toHaveCount(0);
  const before = scripts.length;

  await thumbnails.nth(0).focus();
  // Reaching a thumbnail fetches the lightbox's code, which no page loads before.
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog');
  await expect(page.getByRole('dialog', { name: 'Image 1 of 4' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.locator('img')).toHaveAttribute('alt', 'Jars of smalti glass sorted by colour on a shelf');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Image 2 of 4' })).toBeVisible();
  await expect(dialog.locator('figcaption')).toHaveText('Tiles cut by hand');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Image 4 of 4' })).toBeVisible();
  // The modal dialog keeps focus in it (the rest of the page is inert).
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest('dialog'));
      }),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(thumbnails.nth(0)).toBeFocused();

  // The buttons do the same.
  await thumbnails.nth(2).click();
  await expect(page.getByRole('dialog', { name: 'Image 3 of 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: 'Image 4 of 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByRole('dialog', { name: 'Image 3 of 4' })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(thumbnails.nth(2)).toBeFocused();
});

test('in Arabic the lightbox’s arrows and buttons are mirrored', async ({ page }) => {
  await openShowcase(page, '/ar');
  await section(page, 'gallery').locator('a.gallery__link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'الصورة 1 من 4' })).toBeVisible();
  // The next image lies towards the inline end: to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'الصورة 2 من 4' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'الصورة 1 من 4' })).toBeVisible();
  const next = (await page.getByRole('button', { name: 'الصورة التالية' }).boundingBox())!;
  const previous = (await page.getByRole('button', { name: 'الصورة السابقة' }).boundingBox())!;
  expect(next.x).toBeLessThan(previous.x);
  await page.keyboard.press('Escape');
  await expect(section(page, 'gallery').locator('a.gallery__link').first()).toBeFocused();
});

test('the showcase page has no accessibility violations in either theme', async ({ page }) => {
  await openShowcase(page);
  await expectNoViolationsInBothThemes(page);
});

test('the sections share one start edge and unique headings; on a phone the gallery shows two images a row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openShowcase(page);
  // Each section's content begins where the page's column does (the hero alone runs edge to edge); elements moved
  // off screen (a form's trap for robots) or shrunk to a pixel (text for screen readers only) on purpose are not
  // content.
  const starts = await page.locator('[data-section]:not([data-section="hero"])').evaluateAll((sections) =>
    sections.map((root) => {
      const lefts = [...root.querySelectorAll('*')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 1 && box.height > 1 && box.left >= 0)
        .map((box) => Math.round(box.left));
      return `${root.getAttribute('data-section')}: ${Math.min(...lefts)}`;
    }),
  );
  const column = Math.round(await page.locator('[data-section="rich_text"] h2').evaluate((h2) => h2.getBoundingClientRect().left));
  expect(starts).toEqual(starts.map((start) => `${start.split(':')[0]}: ${column}`));
  const headings = await page.locator('[data-section] h2').allTextContents();
  expect(headings.length).toBeGreaterThan(10);
  expect(new Set(headings).size).toBe(headings.length);
  // A feature card's image fills the card's width, inside its border.
  const card = page.locator('.feature-cards__card').first();
  const [cardWidth = 0, imageWidth = 0] = await Promise.all(
    [card, card.locator('img')].map(async (box) => (await box.boundingBox())?.width),
  );
  expect(cardWidth - imageWidth).toBeLessThanOrEqual(2);

  await page.setViewportSize({ width: 390, height: 844 });
  const tops = await section(page, 'gallery')
    .locator('.gallery__item')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops[0]).toBe(tops[1]);
  expect(tops[2]).toBeGreaterThan(tops[1]!);
});

test('crops keep the focal point an editor sets on the file', async () => {
  // Left half red, right half blue: a square crop around a point on the left is red, on the right blue.
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('title', `Focal point ${unique()}`);
  form.append('file', new Blob([png], { type: 'image/png' }), 'focal.png');
  const uploaded = await fetch(`${stack.directusUrl}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}` },
    body: form,
  });
  const file = ((await uploaded.json()) as { data: { id: string } }).data;
  /**
   * The mean red and blue of the site's square crop of the file (a new size each time: nothing cached). A busy
   * Directus may fail a transformation; the site then answers 503 with Retry-After, and a visitor's browser asks again.
   */
  const crop = async (size: number) => {
    let image = Buffer.alloc(0);
    await expect(async () => {
      const response = await fetch(`${stack.siteUrl}/assets/${file.id}?format=png&width=${size}&height=${size}&fit=cover`);
      expect(response.status).toBe(200);
      image = Buffer.from(await response.arrayBuffer());
    }).toPass({ timeout: 20_000 });
    const { channels } = await sharp(image).stats();
    return { red: Math.round(channels[0]!.mean), blue: Math.round(channels[2]!.mean) };
  };
  try {
    await directus('PATCH', `/files/${file.id}`, { focal_point_x: 40, focal_point_y: 100 });
    expect(await crop(101)).toEqual({ red: 255, blue: 0 });
    await directus('PATCH', `/files/${file.id}`, { focal_point_x: 360, focal_point_y: 100 });
    expect(await crop(102)).toEqual({ red: 0, blue: 255 });
  } finally {
    await directus('DELETE', `/files/${file.id}`);
  }
});

test('the video section shows the facade and plays from the stand-in on click', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await stubVideoHosts(page);
  await openShowcase(page);
  const facade = section(page, 'video').locator('[data-video-service="youtube"]');
  await facade.scrollIntoViewIfNeeded();
  await expect(facade).toHaveAttribute('data-hydrated', '');
  expect(requests.filter(isVideoUrl)).toEqual([]);
  await facade.getByRole('button', { name: /^Play video: / }).click();
  await expect(facade.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
  await expect(facade).toHaveAttribute('data-player-state', 'playing');
});

test('an editor saving a video section with another host’s URL is refused with the specification’s words', async () => {
  const id = unique();
  // An editor: a Data Studio user whose policy may create sections (no administrator rights).
  const policy = await directus<{ id: string }>('POST', '/policies', { name: `Editors ${id}`, app_access: true, admin_access: false });
  await directus('POST', '/permissions', { policy: policy.id, collection: 'sections', action: 'create', fields: ['*'], permissions: {} });
  await directus('POST', '/permissions', { policy: policy.id, collection: 'sections', action: 'read', fields: ['*'], permissions: {} });
  const role = await directus<{ id: string }>('POST', '/roles', { name: `Editor ${id}` });
  await directus('POST', '/access', { role: role.id, policy: policy.id });
  const token = `editor-${id}`;
  const user = await directus<{ id: string }>('POST', '/users', { email: `editor-${id}@example.com`, role: role.id, token });
  const save = async (body: unknown) => {
    const response = await fetch(`${stack.directusUrl}/items/sections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data?: { id: number }; errors?: { message: string }[] };
    return { status: response.status, message: answer.errors?.[0]?.message, id: answer.data?.id };
  };
  try {
    for (const url of ['https://www.dailymotion.com/video/x7tgad0', 'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ']) {
      expect(await save({ type: 'video', video_url: url }), url).toMatchObject({
        status: 400,
        message: 'Only YouTube and Vimeo embeds are supported right now',
      });
    }
    expect(await save({ type: 'gallery', gallery_images_1_caption: 'No picture' })).toMatchObject({
      status: 400,
      message: '"Image" is required in image 1 of "Images" in a Gallery section.',
    });
    const accepted = await save({ type: 'video', video_url: 'https://vimeo.com/76979871' });
    expect(accepted.status).toBe(200);
    await directus('DELETE', `/items/sections/${accepted.id}`);
  } finally {
    await directus('DELETE', `/users/${user.id}`);
    await directus('DELETE', `/roles/${role.id}`);
    await directus('DELETE', `/policies/${policy.id}`);
  }
});
