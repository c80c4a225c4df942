import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createMember, directus, linkIn, memberRoleId, stack, uniqueEmail, waitForMail } from './stack';

// The members area against the real test Directus: invitation and reset e-mails are captured by
// the test stack's mail catcher. /members is the demo's members-only page.

const SESSION_COOKIE = 'tessera_session';
const BAD_CREDENTIALS = 'The e-mail address or password is not correct.';

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(stack.siteUrl)).find((cookie) => cookie.name === SESSION_COOKIE);
}

async function sessionTokens(context: BrowserContext): Promise<Tokens | null> {
  const cookie = await sessionCookie(context);
  if (!cookie) return null;
  const [access_token, refresh_token, expires_at] = JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8')) as [
    string,
    string,
    number,
  ];
  return { access_token, refresh_token, expires_at };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Waits for the server's answer, so that repeated attempts never overlap.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/account/sign-in')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  // …and for React to finish that action (it resets the form then), unless the page moved on.
  await page.waitForFunction(() => !document.querySelector('form[aria-label="Sign in"] button[disabled]'));
}

/** Records every text body the site sends, to prove no token is ever in one. */
function recordBodies(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(stack.siteUrl)) return;
    const status = response.status();
    if (status >= 300 && status < 400) return;
    bodies.push(response.text().catch(() => ''));
  });
  return async () => Promise.all(bodies);
}

async function refreshWorks(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${stack.directusUrl}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, mode: 'json' }),
  });
  return response.ok;
}

test('an invited member accepts the invitation, signs in, reads /members, edits the profile and signs out', async ({ page, context }) => {
  const bodies = recordBodies(page);
  const seenTokens: string[] = [];
  const email = uniqueEmail('invited');
  const password = 'first-password-1';
  await directus('POST', '/users/invite', { email, role: await memberRoleId(), invite_url: `${stack.siteUrl}/account/accept-invite` });
  const invitation = await waitForMail(email);
  const link = linkIn(invitation, `${stack.siteUrl}/account/accept-invite?token=`);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('status')).toHaveText('Welcome! Your password is set. You can sign in now.');

  // Anonymous: the members-only page is a sign-in prompt, without its content.
  const closed = await page.goto(`${stack.siteUrl}/members`);
  await expect(page.getByText('This page is for members. Please sign in to read it.')).toBeVisible();
  expect(await closed!.text()).not.toContain('Bring your own apron');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Fmembers$/);
  await signIn(page, email, password);

  // Back on /members, with its content, rendered for this member only.
  await expect(page).toHaveURL(`${stack.siteUrl}/members`);
  await expect(page.getByText('Bring your own apron')).toBeVisible();
  const open = await page.reload();
  expect(open!.headers()['cache-control']).toMatch(/private|no-store/);
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  const tokens = (await sessionTokens(context))!;
  seenTokens.push(tokens.access_token, tokens.refresh_token);

  // The profile: name and e-mail, changed by the site's server.
  await page.goto(`${stack.siteUrl}/account/profile`);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  const [stored] = await directus<{ first_name: string; last_name: string }[]>(
    'GET',
    `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=first_name,last_name`,
  );
  expect(stored).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });

  // Signing out revokes the refresh token and closes the page again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/`);
  expect(await sessionCookie(context)).toBeUndefined();
  expect(await refreshWorks(tokens.refresh_token)).toBe(false);
  await page.goto(`${stack.siteUrl}/members`);
  await expect(page.getByText('This page is for members. Please sign in to read it.')).toBeVisible();
  await expect(page.getByText('Bring your own apron')).toHaveCount(0);

  for (const body of await bodies()) for (const token of seenTokens) expect(body).not.toContain(token);
});

test('forgot password: the e-mail link sets a new password; the old one stops working', async ({ page }) => {
  // A client address of its own (the test stack trusts one proxy): the reset limit (5 requests in 15 minutes per
  // client) then counts this run's two requests only, not those of earlier runs of the suite on the same stack.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${1 + Math.floor(Math.random() * 254)}` });
  const email = uniqueEmail('forgetful');
  await createMember(email, 'old-password-1');
  await page.goto(`${stack.siteUrl}/account/forgot-password`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const answer = 'If an account exists for that address, we have sent it a link to choose a new password.';
  await expect(page.getByRole('status')).toHaveText(answer);

  // The same answer for an address without an account.
  await page.goto(`${stack.siteUrl}/account/forgot-password`);
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(answer);

  const mail = await waitForMail(email);
  await page.goto(linkIn(mail, `${stack.siteUrl}/account/reset-password?token=`));
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('New password again').fill('new-password-2');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. You can sign in with it now.');

  await page.goto(`${stack.siteUrl}/account/sign-in`);
  await signIn(page, email, 'old-password-1');
  await expect(page.locator('.account-form__message')).toHaveText(BAD_CREDENTIALS);
  await signIn(page, email, 'new-password-2');
  await expect(page).toHaveURL(`${stack.siteUrl}/account/profile`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('a wrong password and an unknown e-mail get the same answer; repeated failures are throttled', async ({ page }) => {
  const email = uniqueEmail('guarded');
  await createMember(email, 'right-password-1');
  await page.goto(`${stack.siteUrl}/account/sign-in`);
  await signIn(page, email, 'wrong-password');
  await expect(page.locator('.account-form__message')).toHaveText(BAD_CREDENTIALS);
  await signIn(page, uniqueEmail('unknown'), 'wrong-password');
  await expect(page.locator('.account-form__message')).toHaveText(BAD_CREDENTIALS);

  // Five failures per account in 15 minutes; then even the right password is refused for a while.
  for (let attempt = 2; attempt <= 5; attempt++) {
    await signIn(page, email, `wrong-password-${attempt}`);
    await expect(page.locator('.account-form__message')).toHaveText(BAD_CREDENTIALS);
  }
  await signIn(page, email, 'right-password-1');
  await expect(page.locator('.account-form__message')).toHaveText(/Too many attempts/);
  await expect(page).toHaveURL(/\/account\/sign-in/);
});

test('an access token about to expire is renewed on the next request without the member noticing', async ({ page, context }) => {
  const email = uniqueEmail('long-visit');
  await createMember(email, 'visit-password-1');
  await page.goto(`${stack.siteUrl}/account/sign-in?next=/members`);
  await signIn(page, email, 'visit-password-1');
  await expect(page.getByText('Bring your own apron')).toBeVisible();
  const before = (await sessionTokens(context))!;
  const cookie = (await sessionCookie(context))!;

  // The stored expiry says the token expires in 5 s: within the 30 s margin.
  const soon = Buffer.from(JSON.stringify([before.access_token, before.refresh_token, Date.now() + 5_000])).toString('base64url');
  await context.addCookies([{ ...cookie, value: soon }]);
  // A browser sends requests in parallel (a navigation and its links' prefetches), each with the expiring session, and
  // Directus accepts each refresh token once: all of them stay signed in.
  const parallel = await Promise.all([1, 2, 3].map(() => context.request.get(`${stack.siteUrl}/members`)));
  for (const response of parallel) expect(await response.text()).toContain('Bring your own apron');
  await page.goto(`${stack.siteUrl}/members`);
  await expect(page.getByText('Bring your own apron')).toBeVisible();
  const after = (await sessionTokens(context))!;
  // (The access token may be byte-identical when issued within the same second: it is a JWT.)
  expect(after.refresh_token).not.toBe(before.refresh_token);
  expect(after.expires_at).toBeGreaterThan(Date.now() + 60_000);
  // Directus rotated the refresh token: the old one is spent, the new one works.
  expect(await refreshWorks(before.refresh_token)).toBe(false);

  // A refresh token Directus no longer accepts ends the session quietly. (Spent elsewhere, not by the site: the old
  // token the site itself renewed still gets its new tokens for a few seconds, for requests sent in parallel.)
  expect(await refreshWorks(after.refresh_token)).toBe(true);
  const dead = Buffer.from(JSON.stringify([after.access_token, after.refresh_token, Date.now() - 1_000])).toString('base64url');
  await context.addCookies([{ ...cookie, value: dead }]);
  await page.goto(`${stack.siteUrl}/members`);
  await expect(page.getByText('This page is for members. Please sign in to read it.')).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
});

test('a sign-in posted from another site is refused; the redirect after sign-in stays on this site', async ({ page, request }) => {
  const email = uniqueEmail('csrf');
  await createMember(email, 'csrf-password-1');
  await page.goto(`${stack.siteUrl}/account/sign-in?next=${encodeURIComponent('https://evil.example/steal')}`);
  // The form as the browser would post it without JavaScript (server action fields included).
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('csrf-password-1');
  const fields = await page
    .locator('form[aria-label="Sign in"]')
    .evaluate((form) => [...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)] as [string, string]));
  const multipart = Object.fromEntries(fields);
  const post = (origin: string) =>
    request.post(`${stack.siteUrl}/account/sign-in`, { multipart, headers: { origin }, maxRedirects: 0, failOnStatusCode: false });

  const crossSite = await post('https://evil.example');
  expect(crossSite.headers()['set-cookie'] ?? '').not.toContain(SESSION_COOKIE);

  const sameSite = await post(stack.siteUrl);
  expect(sameSite.headers()['set-cookie'] ?? '').toContain(SESSION_COOKIE);

  // In the browser: the off-site `next` is ignored.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/account/profile`);
});

test.describe('a signed-in member’s own records', () => {
  // A client address of its own, so the forms' per-client limit of other tests does not apply.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });

  test('a form sent while signed in records the member; the profile lists their orders and submissions', async ({ page }) => {
    const email = uniqueEmail('regular');
    const memberId = await createMember(email, 'regular-password-1');
    const [product] = await directus<{ id: number }[]>('GET', '/items/products?filter[slug][_eq]=weekend-workshop&fields=id&limit=1');
    await directus('POST', '/items/orders', {
      product: product!.id,
      amount: 12000,
      currency: 'eur',
      email,
      status: 'paid',
      member: memberId,
    });
    // Someone else's order is not shown.
    await directus('POST', '/items/orders', {
      product: product!.id,
      amount: 3900,
      currency: 'eur',
      email: 'x@example.com',
      status: 'paid',
    });

    await page.goto(`${stack.siteUrl}/account/sign-in?next=/contact`);
    await signIn(page, email, 'regular-password-1');
    await expect(page).toHaveURL(`${stack.siteUrl}/contact`);
    const marker = `Member message ${Date.now()}`;
    await page.getByLabel('Your name', { exact: true }).fill('Mary Member');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Topic', { exact: true }).selectOption('Classes');
    await page.getByLabel('Message', { exact: true }).fill(marker);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you — a studio manager will reply within two working days.')).toBeVisible();
    const submissions = await directus<{ member: string | null; data: { message?: string } }[]>(
      'GET',
      '/items/form_submissions?sort=-date_created&limit=20&fields=member,data',
    );
    expect(submissions.find((submission) => submission.data.message === marker)?.member).toBe(memberId);

    await page.goto(`${stack.siteUrl}/account/profile`);
    const orders = page.getByRole('heading', { name: 'Your orders' }).locator('xpath=following-sibling::ul[1]');
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await expect(orders).toContainText('Weekend workshop');
    const messages = page.getByRole('heading', { name: 'Your messages' }).locator('xpath=following-sibling::ul[1]');
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    await expect(messages).toContainText('Contact us');
  });
});
