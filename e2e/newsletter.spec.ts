import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { openShowcaseHoldingIslands } from './islands';
import { directus, linkIn, setDirectus, stack, uniqueEmail, waitForMail, type CapturedMail } from './stack';
import { test } from './studio-page';

// The newsletter's double opt-in against the real test Directus and its mail catcher, through the newsletter section
// of the showcase page (/sections, /de/sections, /ar/sections) as visitors meet it. The main test site trusts one
// proxy (TRUST_PROXY=1) and the tests play it: each test is its own client (a new documentation address), so that the
// sign-up limit (5 a client in 10 minutes) counts each test alone. The form also shows on the confirm page when a
// link has expired, where one test fills it in.

/** A documentation IPv6 address (2001:db8::/32), new on every call. */
const someone = () => `2001:db8::${[0, 0].map(() => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}`;

interface Subscriber {
  id: string;
  status: string;
  language: string;
  confirmed_at: string | null;
  confirm_token_hash: string | null;
}

async function subscriber(email: string): Promise<Subscriber | undefined> {
  const [found] = await directus<Subscriber[]>('GET', `/items/newsletter_subscribers?filter[email][_eq]=${encodeURIComponent(email)}`);
  return found;
}

/** A sign-up as the form's script sends it. */
function signUp(email: string, { client = someone(), headers = {} }: { client?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${stack.siteUrl}/api/newsletter`, {
    method: 'POST',
    body: new URLSearchParams({ email, return_to: '/' }),
    headers: { accept: 'application/json', origin: new URL(stack.siteUrl).origin, 'x-forwarded-for': client, ...headers },
  });
}

async function mailsTo(email: string): Promise<CapturedMail[]> {
  const all = (await (await fetch(`${stack.mailUrl}/api/messages`)).json()) as CapturedMail[];
  return all.filter((mail) => mail.to.includes(email));
}

/** The field's error (Next.js's route announcer is an alert too, and empty). */
const fieldError = (form: Page | Locator) => form.getByRole('alert').filter({ hasText: /\S/ });

async function fillAndSend(form: Page | Locator, email: string) {
  await form.getByLabel(/E-mail address|E-Mail-Adresse|عنوان البريد الإلكتروني/).fill(email);
  await form.getByRole('button', { name: /^(Subscribe|Abonnieren|اشترك)$/ }).click();
}

/** Opens the showcase page in a language (`''`, `/de`, `/ar`) and returns its newsletter section. */
async function openSection(page: Page, prefix = ''): Promise<Locator> {
  await page.goto(`${stack.siteUrl}${prefix}/sections`);
  const section = page.locator('[data-section="newsletter"]');
  await expect(section).toHaveCount(1);
  return section;
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': someone() });
});

test('a sign-up in the section is confirmed only by the e-mail’s link, once', async ({ page }) => {
  const email = uniqueEmail('reader');
  const section = await openSection(page);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('News from the studio');
  await fillAndSend(section, email);
  await expect(section.getByRole('status')).toContainText(`Almost done: we have sent an e-mail to ${email}.`);
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Please confirm your newsletter subscription');
  expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmed_at: null });

  const link = linkIn(mail, `${stack.siteUrl}/newsletter/confirm?token=`);
  // Opening the link (as a mail scanner would) confirms nothing.
  await page.goto(link);
  expect(await subscriber(email)).toMatchObject({ status: 'pending' });
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your subscription is confirmed.');
  expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
  expect((await subscriber(email))?.confirmed_at).not.toBeNull();

  // The link used twice.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription was already confirmed. Nothing has changed.');
});

test('in Arabic, right to left: the section, the e-mail and the confirmation', async ({ page }) => {
  const email = uniqueEmail('qari');
  const section = await openSection(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('أخبار المرسم');
  await fillAndSend(section, email);
  await expect(section.getByRole('status').filter({ hasText: 'أوشكت على الانتهاء' })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية');
  expect(mail.html).toContain('dir="rtl"');
  await page.goto(linkIn(mail, `${stack.siteUrl}/ar/newsletter/confirm?token=`));
  await page.getByRole('button', { name: 'تأكيد اشتراكي' }).click();
  await expect(page.getByRole('status')).toHaveText('شكرًا لك: تم تأكيد اشتراكك.');
  expect(await subscriber(email)).toMatchObject({ status: 'confirmed', language: 'ar' });
});

test('an expired link says so and offers to sign up again', async ({ page }) => {
  const email = uniqueEmail('late');
  expect((await signUp(email)).status).toBe(202);
  const mail = await waitForMail(email);
  const { id } = (await subscriber(email))!;
  await directus('PATCH', `/items/newsletter_subscribers/${id}`, {
    confirm_expires_at: new Date(Date.now() - 1000).toISOString(),
    confirmation_sent_at: new Date(Date.now() - 49 * 3600 * 1000).toISOString(),
  });
  await page.goto(linkIn(mail, `${stack.siteUrl}/newsletter/confirm?token=`));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status').first()).toContainText('This confirmation link has expired');
  expect(await subscriber(email)).toMatchObject({ status: 'pending' });
  await fillAndSend(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'Almost done' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
});

test('unsubscribing works with one press, again and again, and by a mail program’s one-click post', async ({ page }) => {
  const email = uniqueEmail('leaving');
  await fillAndSend(await openSection(page), email);
  const mail = await waitForMail(email);
  // The link is in the e-mail's text and its HTML, as well as in its List-Unsubscribe header.
  expect(mail.text).toContain(`${stack.siteUrl}/newsletter/unsubscribe?token=`);
  const unsubscribe = linkIn(mail, `${stack.siteUrl}/newsletter/unsubscribe?token=`);
  for (let time = 0; time < 2; time++) {
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed. We will send you no more newsletters.');
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
  }
  // RFC 8058: the List-Unsubscribe address, posted with List-Unsubscribe=One-Click, from no page at all.
  const header = mail.headers.find((line) => line.startsWith('List-Unsubscribe:'))!.replace(/\r?\n[ \t]+/g, '');
  const oneClick = /<([^>]+)>/.exec(header)![1]!;
  expect(oneClick).toMatch(new RegExp(`^${stack.siteUrl}/api/newsletter/unsubscribe\\?token=`));
  const answer = await fetch(oneClick, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
  expect(answer.status).toBe(200);
  const forged = await fetch(oneClick.replace(/.{4}$/, 'AAAA'), {
    method: 'POST',
    body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
  });
  expect(forged.status).toBe(400);
});

test('the answer is the same for a new, a pending and a confirmed address, and a confirmed one gets no mail', async ({ page }) => {
  const confirmed = uniqueEmail('known');
  await signUp(confirmed);
  const mail = await waitForMail(confirmed);
  const { id } = (await subscriber(confirmed))!;
  await directus('PATCH', `/items/newsletter_subscribers/${id}`, { status: 'confirmed' });
  const pending = uniqueEmail('pending');
  await signUp(pending);
  await waitForMail(pending);

  const answers = [];
  for (const email of [uniqueEmail('new'), pending, confirmed]) {
    const started = performance.now();
    const response = await signUp(email);
    const body = (await response.json()) as { email: string };
    answers.push({ status: response.status, body: { ...body, email: null }, ms: performance.now() - started });
  }
  expect(new Set(answers.map(({ status, body }) => JSON.stringify({ status, body }))).size).toBe(1);
  // In the section, the confirmed address is told what a new one is told.
  const section = await openSection(page);
  await fillAndSend(section, confirmed);
  await expect(section.getByRole('status')).toHaveText(
    `Almost done: we have sent an e-mail to ${confirmed}. Follow the link in it to confirm your subscription.`,
  );
  // Nothing about the address is asked of Directus before the answer: each is the time of putting it in the outbox.
  console.log(`sign-up answers (new, pending, confirmed): ${answers.map(({ ms }) => `${ms.toFixed(1)} ms`).join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await mailsTo(confirmed)).toEqual([mail]);
  expect(await mailsTo(pending)).toHaveLength(1);
});

test('hostile input is refused with a clear error, and what was typed is kept', async ({ page }) => {
  const client = someone();
  for (const [email, problem] of [
    ['reader@example.com\r\nBcc: victim@example.com', 'control'],
    ['reader@example.com%0d%0aBcc:victim@example.com', 'invalid'],
    [`${'a'.repeat(65)}@example.com`, 'localTooLong'],
    [`reader@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(61)}.com`, 'tooLong'],
  ] as const) {
    const response = await signUp(email, { client });
    expect(response.status, email).toBe(400);
    expect(await response.json()).toEqual({ status: 'invalid', problem, email });
  }
  // In the section: the error is an alert at the field, focus goes back to it, and the typed text stays.
  const section = await openSection(page);
  for (const email of ['"<svg/onload=alert(1)>"@example.com', 'reader@[127.0.0.1]', 'قارئ@example.com']) {
    await fillAndSend(section, email);
    await expect(fieldError(section)).toContainText(email.startsWith('ق') ? 'may only use Latin letters' : 'like name@example.com');
    const field = section.getByLabel('E-mail address');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(email);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  // An internationalised domain is taken in its ASCII form.
  const idn = `leser-${Date.now()}@bücher.example`;
  expect((await signUp(idn)).status).toBe(202);
  // Stored and sent in its ASCII form (the mail catcher shows the envelope's domain decoded again).
  await waitForMail(idn);
  expect(await subscriber(idn.replace('bücher', 'xn--bcher-kva'))).toMatchObject({ status: 'pending' });

  const origin = new URL(stack.siteUrl).origin;
  const post = (body: BodyInit, headers: Record<string, string>) =>
    fetch(`${stack.siteUrl}/api/newsletter`, { method: 'POST', body, headers: { 'x-forwarded-for': someone(), ...headers } });
  expect((await post(new URLSearchParams({ email: 'a@example.com' }), { origin: 'https://evil.example' })).status).toBe(403);
  expect((await post(new URLSearchParams({ email: 'a@example.com' }), { origin, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  expect((await post(JSON.stringify({ email: 'a@example.com' }), { origin, 'content-type': 'application/json' })).status).toBe(415);
  expect((await post(new URLSearchParams({ email: 'a@example.com', pad: 'x'.repeat(8000) }), { origin })).status).toBe(413);
  // Past the proxy's own limit for routes (64 KB), refused before the route reads it.
  expect((await post(new URLSearchParams({ email: 'a@example.com', pad: 'x'.repeat(70_000) }), { origin })).status).toBe(413);
});

// Sent before the island's code has arrived, a sign-up is the browser's own post: the page comes back to the section
// with the error and what was typed, and once the island works focus is at the field, as when the island sends it.
test('a sign-up sent before the form works comes back with its error, what was typed, and focus at the field', async ({ page }) => {
  test.setTimeout(60_000);
  const release = await openShowcaseHoldingIslands(page);
  const section = page.locator('[data-section="newsletter"]');
  const email = 'reader@[127.0.0.1]';
  await fillAndSend(section, email);
  await page.waitForURL(new RegExp(`^${stack.siteUrl}/sections#newsletter`), { waitUntil: 'commit' });
  await expect(section.locator('[data-island]')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(section.locator('[data-island]')).toHaveAttribute('data-hydrated', '');
  await expect(fieldError(section)).toContainText('like name@example.com');
  const field = section.getByLabel('E-mail address');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('a flood from one client is refused after five, whatever it puts before its address in X-Forwarded-For', async ({ page }) => {
  const client = someone();
  const forgedBefore = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}, ${client}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await signUp(uniqueEmail('flood'), { client: forgedBefore() })).status).toBe(202);
  }
  const refused = await signUp(uniqueEmail('flood'), { client: forgedBefore() });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ status: 'blocked' });
  // In the browser, as that client: the message says how long to wait, and the address stays.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': forgedBefore() });
  const section = await openSection(page);
  const email = uniqueEmail('flood');
  await fillAndSend(section, email);
  await expect(section.getByRole('status')).toContainText('Too many sign-ups');
  await expect(section.getByRole('status')).toContainText('Please wait 10 minutes');
  await expect(section.getByLabel('E-mail address')).toHaveValue(email);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the section’s form posts and the page comes back to it with the outcome, keeping what was typed (German)', async ({ page }) => {
    const section = await openSection(page, '/de');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Neues aus dem Atelier');
    await fillAndSend(section, 'leser@@example.com');
    await expect(page).toHaveURL(new RegExp(`^${stack.siteUrl}/de/sections#newsletter-[0-9]+$`));
    await expect(fieldError(section)).toHaveText('Fehler: Geben Sie eine E-Mail-Adresse wie name@example.com ein.');
    await expect(section.getByLabel('E-Mail-Adresse')).toHaveValue('leser@@example.com');
    const email = uniqueEmail('leser');
    await fillAndSend(section, email);
    await expect(section.getByRole('status')).toContainText(`Fast geschafft`);
    await expect(section.getByRole('status')).toContainText(email);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
    await page.goto(linkIn(mail, `${stack.siteUrl}/de/newsletter/confirm?token=`));
    await page.getByRole('button', { name: 'Abonnement bestätigen' }).click();
    await expect(page.getByRole('status')).toHaveText('Vielen Dank: Ihr Abonnement ist bestätigt.');
  });
});

test('with Directus down the sign-up is kept, the visitor told as always, and the e-mail sent once it is back', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('outage');
  const section = await openSection(page);
  await setDirectus('stopped');
  try {
    await fillAndSend(section, email);
    await expect(section.getByRole('status')).toContainText(`Almost done: we have sent an e-mail to ${email}.`);
  } finally {
    await setDirectus('running');
  }
  // The outbox is tried every 15 seconds.
  const mail = await waitForMail(email, { timeoutMs: 60_000 });
  await page.goto(linkIn(mail, `${stack.siteUrl}/newsletter/confirm?token=`));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your subscription is confirmed.');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sign-up and link pages have no axe violations (${colorScheme})`, async ({ page }) => {
    // Three pages checked by axe: more than a minute on a busy machine.
    test.slow();
    await page.emulateMedia({ colorScheme });
    for (const path of ['/ar/newsletter/confirm', '/newsletter/unsubscribe?token=xxxxxxxxxxxxxxxxxxxxxxxxxxxx']) {
      await page.goto(`${stack.siteUrl}${path}`);
      await expectNoViolations(page);
    }
    // The section on the showcase page, with an error shown.
    const section = await openSection(page);
    await fillAndSend(section, 'not an address');
    await expect(fieldError(section)).toBeVisible();
    await expectNoViolations(page);
  });
}

test('editors see the subscribers in the Data Studio, newest first, and export them as CSV', async ({ page: visitor, studio: page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('listed');
  await fillAndSend(await openSection(visitor), email);
  await waitForMail(email);
  const loaded = { timeout: 45_000 };
  await page.goto(`${stack.directusUrl}/admin/content/newsletter_subscribers`);
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toContainText(email, loaded);
  await expect(firstRow).toContainText('Pending');
  // The export drawer of the list's sidebar, as CSV to download.
  await page.getByRole('button', { name: 'Import / Export' }).click();
  // The Studio opens its export drawer only once its count of the items has come back, and the press lands in a
  // section that is still sliding open: in one CI run (of 2026-11-29) the drawer never opened after the press, on a
  // machine where the other worker was running Studio tests too. Pressed again while the drawer is not there.
  const exportItems = page.getByRole('button', { name: 'Export Items' });
  const downloadFile = page.getByRole('button', { name: 'Download File' });
  await expect(async () => {
    if (!(await downloadFile.isVisible())) await exportItems.click({ timeout: 5_000 });
    await expect(downloadFile).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await downloadFile.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\n')[0]).toContain('email');
  expect(text).toContain(email);
  expect(text).not.toContain('confirm_token_hash');
});
