import { expect, test, type FrameLocator, type Page } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { BLOCK_THIRD_PARTY_COOKIES, chromiumArgs } from '../scripts/lib/chromium.mjs';
import { issuePreviewPass, PREVIEW_PASS_SECONDS } from '../apps/site/src/lib/preview/pass';
import { directus, signInToStudio, stack } from './stack';

// The Data Studio's Visual Editor with the site in its frame (apps/site/src/features/visual-editing): an editor
// clicks what they see, changes it in the Studio's form and saves; the framed page shows the change. As in
// production, the browser blocks third-party cookies, and the Studio is opened on another site than the site's
// (127.0.0.1 and localhost are two sites to a browser, as with `npm start`) as well as on the same one.

// The Data Studio is a large application: on a busy machine it takes a while to open, the site in its frame too.
test.describe.configure({ timeout: 180_000 });
const STUDIO_TIMEOUT = { timeout: 45_000 };
// The whole browser, not the headless shell the other tests run in: only the browser has the setting (scripts/lib/chromium.mjs).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_BROWSER_PATH || process.env.CHROMIUM_PATH || undefined,
    args: [...(chromiumArgs as string[]), BLOCK_THIRD_PARTY_COOKIES as string],
  },
});

/**
 * Where the editor opens the Data Studio: on another site than the site's (the other name of this machine; the
 * site allows both as the Studio's origin), or on the same site.
 */
function studioUrl(where: 'another site' | 'the same site'): string {
  const studio = new URL(stack.directusUrl);
  if (where === 'another site') studio.hostname = new URL(stack.siteUrl).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  else studio.hostname = new URL(stack.siteUrl).hostname;
  return studio.origin;
}

/** Signs the administrator in to the Data Studio at `studio` and opens the Visual Editor module on the home page. */
async function openVisualEditor(page: Page, studio: string): Promise<FrameLocator> {
  // The sign-in form is studio.spec.ts's: here the session cookie of the Studio's own origin, as the form gets it.
  await signInToStudio(page, studio);
  // The module opens its configured URL first: the site's /api/preview, which gives the frame its preview pass.
  await page.goto(`${studio}/admin/visual`);
  const frame = page.frameLocator('iframe#frame');
  await expect(frame.locator('[data-directus]').first()).toBeAttached(STUDIO_TIMEOUT);
  return frame;
}

/** Whether the framed page may use its site's unpartitioned cookies: never, with third-party cookies blocked. */
const frameHasStorageAccess = (frame: FrameLocator) => frame.locator('body').evaluate(() => document.hasStorageAccess());

/** Clicks an element's edit button in the frame: the library shows it above the element the pointer is over. */
async function clickEdit(page: Page, frame: FrameLocator, target: ReturnType<FrameLocator['locator']>) {
  // The outlines are laid once the Studio has answered the library (it checks which fields the editor may edit).
  await expect(frame.locator('.directus-visual-editing-rect').first()).toBeAttached(STUDIO_TIMEOUT);
  // The button shows when the pointer enters the element: first onto the frame's top corner (the header's edge, outside
  // any marked element's box), then onto the element. Both moves stay inside the frame: a move out of it into the
  // Studio reaches a frame of another site (another renderer process) late or not at all, so the page may still
  // think the pointer is over the element, and entering it again fires no event.
  await frame.locator('body').hover({ position: { x: 1, y: 1 } });
  await target.hover();
  const button = frame.locator(
    '.directus-visual-editing-rect-hover:not(.directus-visual-editing-rect-parent-hover) .directus-visual-editing-edit-button',
  );
  await expect(button).toHaveCount(1);
  await button.click();
}

/** Changes a field in the Studio's popover or drawer and saves. */
async function changeField(page: Page, label: string, value: string) {
  const field = page.locator('.field').filter({ has: page.getByText(label, { exact: true }) });
  const input = field.locator('input');
  await expect(input).toBeVisible();
  await input.fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
}

// The Studio reopens the page an editor was on last (here the frame's last address, without its /api/preview): each
// test, and the tests after these, start from a first sign-in, which opens the content.
const signInOpensContent = () => directus('PATCH', '/users/me', { last_page: '/content' });
test.beforeEach(signInOpensContent);
test.afterAll(signInOpensContent);

for (const where of ['another site', 'the same site'] as const) {
  test(`an editor on ${where} changes the home page's hero heading in the Visual Editor, and the framed page shows it`, async ({
    page,
  }) => {
    const [hero] = await directus<{ id: number; heading: string }[]>(
      'GET',
      '/items/sections?filter[type][_eq]=hero&fields=id,heading&sort=id&limit=1',
    );
    const changed = `Made to last, edited ${Date.now()}`;
    // The framed page's policy allows what the editing code does (its outline styles among them).
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.location().url.startsWith(stack.siteUrl) && message.text().includes('Content Security Policy'))
        violations.push(message.text());
    });
    // The framed pages as the site served them: never for a shared cache, and with the policy of editing mode.
    const framedPages: { cacheControl: string; csp: string }[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(stack.siteUrl) && response.request().resourceType() === 'document' && response.status() === 200) {
        framedPages.push({
          cacheControl: response.headers()['cache-control'] ?? '',
          csp: response.headers()['content-security-policy'] ?? '',
        });
      }
    });
    try {
      const studio = studioUrl(where);
      const frame = await openVisualEditor(page, studio);
      // Across sites the frame has only its partitioned preview pass; on the same site its cookies are first-party.
      expect(await frameHasStorageAccess(frame)).toBe(where === 'the same site');
      const heading = frame.locator('.hero__heading');
      await expect(heading).toHaveText(hero!.heading);
      // A full reload would lose this; router.refresh() keeps the page (and its scroll position).
      await frame.locator('body').evaluate(() => {
        (window as unknown as { stayedLoaded: boolean }).stayedLoaded = true;
      });
      await clickEdit(page, frame, heading);
      await changeField(page, 'Heading', changed);
      await expect(heading).toHaveText(changed);
      expect(await frame.locator('body').evaluate(() => (window as unknown as { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);
      // The refreshed page is editable again.
      await clickEdit(page, frame, heading);
      await expect(
        page
          .locator('.field')
          .filter({ has: page.getByText('Heading', { exact: true }) })
          .locator('input'),
      ).toHaveValue(changed);
      expect(violations).toEqual([]);
      expect(framedPages.length).toBeGreaterThan(0);
      for (const { cacheControl, csp } of framedPages) {
        expect(cacheControl).toMatch(/^private\b.*\bno-store\b/);
        expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
        expect(csp).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/localhost:\d+(;|$)/);
        expect(csp).toContain(studio);
      }
    } finally {
      await directus('PATCH', `/items/sections/${hero!.id}`, { heading: hero!.heading });
    }
  });
}

test('an editor on another site follows a link in the frame to a post and changes its title in a content version, never shown to visitors', async ({
  page,
  browser,
}) => {
  const frame = await openVisualEditor(page, studioUrl('another site'));
  // A post card on the home page, followed inside the frame: the preview pass goes along (it is a cookie of the
  // frame's partition), so the post opens in editing mode too.
  const postLink = frame.locator('main a[href^="/posts/"]').first();
  const slug = (await postLink.getAttribute('href'))!.split('/').pop()!;
  const [post] = await directus<{ id: number; title: string }[]>('GET', `/items/posts?filter[slug][_eq]=${slug}&fields=id,title`);
  const changed = `${post!.title}, a draft version ${Date.now()}`;
  try {
    await postLink.click();
    const title = frame.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(post!.title, STUDIO_TIMEOUT);
    await expect(frame.locator(`[data-directus*='collection:posts;']`).first()).toBeAttached();
    // The Studio follows the frame to the post (the library reports where it went).
    await expect(page).toHaveURL(new RegExp(`/admin/visual/.*${slug}`), STUDIO_TIMEOUT);
    // Posts keep versions: the Studio switches to the draft version before the form opens, and the frame shows it.
    await clickEdit(page, frame, title);
    await expect(page.getByText('Editing on draft version')).toBeVisible();
    // The switch reloads the frame at the version's address. The save's message reaches only a page whose library
    // has connected (it lays its outlines once the Studio answered it): an editor saving sooner, as a test on a busy
    // machine can, would see the draft only on the next load.
    const framed = () => page.frames().find((candidate) => candidate.url().startsWith(stack.siteUrl));
    await expect.poll(() => framed()?.url(), STUDIO_TIMEOUT).toContain('version=draft');
    await expect(frame.locator('.directus-visual-editing-rect').first()).toBeAttached(STUDIO_TIMEOUT);
    await changeField(page, 'Title', changed);
    await expect(title).toHaveText(changed);
    expect(page.url()).toContain('version=draft');

    const [version] = await directus<{ delta: { title?: string } }[]>(
      'GET',
      `/versions?filter[collection][_eq]=posts&filter[item][_eq]=${post!.id}&filter[key][_eq]=draft&fields=delta`,
    );
    expect(version?.delta.title).toBe(changed);
    // The published post is unchanged, for visitors and in Directus, whatever the address asks for.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const path of [`/posts/${slug}`, `/posts/${slug}?version=draft`]) {
      await visitorPage.goto(`${stack.siteUrl}${path}`);
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(post!.title);
      expect(await visitorPage.locator('[data-directus]').count()).toBe(0);
    }
    await visitor.close();
    const published = await directus<{ title: string }>('GET', `/items/posts/${post!.id}?fields=title`);
    expect(published.title).toBe(post!.title);
  } finally {
    const versions = await directus<{ id: string }[]>(
      'GET',
      `/versions?filter[collection][_eq]=posts&filter[item][_eq]=${post!.id}&fields=id`,
    );
    for (const { id } of versions) await directus('DELETE', `/versions/${id}`);
  }
});

test("the site's name and a menu link saved in the frame show at once in the header and the footer", async ({ page }) => {
  const settings = await directus<{ id: number; site_name: string }>('GET', '/items/site_settings?fields=id,site_name');
  const [link] = await directus<{ id: number; label: string }[]>(
    'GET',
    '/items/navigation?fields=id,label&filter[parent][_null]=true&sort=sort&limit=1',
  );
  const renamed = `Tessera, renamed ${Date.now()}`;
  const relabelled = `Journal ${Date.now() % 1000}`;
  try {
    const frame = await openVisualEditor(page, studioUrl('another site'));
    const headerName = frame.locator('.site-header__brand');
    const footerName = frame.locator('.site-footer__brand');
    await expect(headerName).toHaveText(settings.site_name);
    await clickEdit(page, frame, footerName);
    await changeField(page, 'Site Name', renamed);
    // Read straight from Directus in preview, not from the data cache that the change notification refreshes later.
    await expect(headerName).toHaveText(renamed);
    await expect(footerName).toHaveText(renamed);
    // A menu link: the navigation item opens in a drawer.
    const menuLink = frame.locator('.site-nav__list > li > a').filter({ hasText: link!.label });
    await clickEdit(page, frame, menuLink);
    await changeField(page, 'Label', relabelled);
    await expect(frame.locator('.site-nav__list > li > a').filter({ hasText: relabelled })).toHaveCount(1);
    await expect(menuLink).toHaveCount(0);
  } finally {
    await directus('PATCH', '/items/site_settings', { site_name: settings.site_name });
    await directus('PATCH', `/items/navigation/${link!.id}`, { label: link!.label });
  }
});

test('a request for editing mode without a valid preview pass gets no drafts and no editing markers, and one with it is never for a shared cache', async ({
  request,
}) => {
  const { visual_editor_urls: urls } = await directus<{ visual_editor_urls: { url: string }[] }>(
    'GET',
    '/settings?fields=visual_editor_urls',
  );
  const link = new URL(urls[0]!.url.replace('{{$version}}', 'draft'));
  link.searchParams.set('secret', 'wrong');
  expect((await request.get(link.toString(), { maxRedirects: 0 })).status()).toBe(401);
  // As the frame would ask, without a preview pass, with a forged one, with one signed with the site's secret that
  // has expired, or with Next.js's own draft-mode cookie: the published content, no markers, and no framing by the
  // Studio.
  const framed = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' };
  const secret = process.env.TESSERA_TEST_PREVIEW_SECRET!;
  const expired = issuePreviewPass(secret, Date.now() - (PREVIEW_PASS_SECONDS + 60) * 1000);
  for (const cookie of [
    '',
    `tessera_preview=${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`,
    `tessera_preview=${expired}`,
    '__prerender_bypass=1',
  ]) {
    const home = await request.get(`${stack.siteUrl}/?version=draft`, { headers: { ...framed, cookie } });
    expect(await home.text()).not.toContain('data-directus');
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const draftPost = await request.get(`${stack.siteUrl}/posts/winter-programme-draft?version=draft`, { headers: framed });
  expect(draftPost.status()).toBe(404);
  expect(await draftPost.text()).not.toContain('data-directus');
  // The same requests with a valid pass: the draft and the markers, for this browser alone.
  const valid = { ...framed, cookie: `tessera_preview=${issuePreviewPass(secret)}` };
  const editedHome = await request.get(`${stack.siteUrl}/?version=draft`, { headers: valid });
  expect(await editedHome.text()).toContain('data-directus');
  expect(editedHome.headers()['cache-control']).toMatch(/^private\b.*\bno-store\b/);
  const draft = await request.get(`${stack.siteUrl}/posts/winter-programme-draft?version=draft`, { headers: valid });
  expect(draft.status()).toBe(200);
  expect(draft.headers()['cache-control']).toMatch(/^private\b.*\bno-store\b/);
});
