import { expect, test, type Page } from '@playwright/test';
import { PRIVATE_FOLDER } from '@tessera/blocks';
import { directus, linkIn, RUNS_ALONE, setDirectus, signInToStudio, stack, waitForMail } from './stack';

// The demo "Contact us" form on /contact has an optional file field, "Attachment": PDFs of up to 5 MB
// (apps/cms/src/seed/content.mjs). A form with a file field posts to its own route (features/forms/server/post.ts).
// Each test is a client of its own (the stack trusts one proxy): a client may send five forms in ten minutes.

interface Submission {
  id: string;
  data: Record<string, unknown>;
  files: { directus_files_id: string }[];
}
interface StoredFile {
  id: string;
  folder: string | null;
  title: string;
  filename_download: string;
  type: string;
  filesize: number;
}

const MB = 1024 * 1024;
const pdf = (name: string, size = 2048) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  buffer.write('\ntrailer << /Root 1 0 R >>\n%%EOF\n', size - 32);
  return { name, mimeType: 'application/pdf', buffer };
};

async function submissionWith(marker: string): Promise<Submission | undefined> {
  const recent = await directus<Submission[]>(
    'GET',
    '/items/form_submissions?sort=-date_created&limit=50&fields=id,data,files.directus_files_id',
  );
  return recent.find((submission) => submission.data?.message === marker);
}

async function fillContact(page: Page, marker: string) {
  await page.getByLabel('Your name', { exact: true }).fill('Lise Meitner');
  await page.getByLabel('E-mail', { exact: true }).fill('lise@example.com');
  await page.getByLabel('Topic', { exact: true }).selectOption('Orders');
  await page.getByLabel('Message', { exact: true }).fill(marker);
}

const attachment = (page: Page) => page.getByLabel('Attachment (optional)', { exact: true });

test(
  'with JavaScript a visitor is told at once of a file too large or of another kind, then sends a PDF that is stored privately',
  RUNS_ALONE,
  async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' });
    await page.goto(`${stack.siteUrl}/contact`);
    await expect(page.getByRole('button', { name: /^Country:/ })).toBeVisible();
    const field = attachment(page);
    await expect(field).toHaveAttribute('type', 'file');
    await expect(field).toHaveAttribute('accept', '.pdf,application/pdf');
    await expect(field).toHaveAccessibleDescription(/PDF, up to 5 MB\./);

    const marker = `File test ${Date.now()}`;
    await fillContact(page, marker);
    await field.setInputFiles(pdf('too-big.pdf', 6 * MB));
    const error = page.locator('p[id$="-attachment-error"]');
    await expect(error).toHaveText('Error: This file is larger than 5 MB. Choose a smaller one.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await expect(error).toHaveText('Error: This kind of file is not taken here. Choose one of: PDF.');

    // Nothing has been sent so far: the checks ran in the browser.
    expect(await submissionWith(marker)).toBeUndefined();
    await field.setInputFiles(pdf('Grundriss Köln.pdf'));
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(error).toBeHidden();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

    const stored = (await submissionWith(marker))!;
    const fileId = stored.data.attachment as string;
    expect(stored.files.map((link) => link.directus_files_id)).toEqual([fileId]);
    const file = await directus<StoredFile>('GET', `/files/${fileId}?fields=id,folder,title,filename_download,type,filesize`);
    expect(file).toMatchObject({
      folder: PRIVATE_FOLDER.id,
      title: 'Grundriss Köln.pdf',
      filename_download: 'Grundriss Köln.pdf',
      type: 'application/pdf',
      filesize: 2048,
    });

    // Private: not through the site, in any form the asset route takes, nor from Directus without a Studio session.
    for (const path of [
      `/assets/${fileId}`,
      `/assets/${fileId}?download=1`,
      `/assets/${fileId}?width=200&format=webp`,
      `/assets/${fileId.toUpperCase()}`,
    ]) {
      expect((await request.get(`${stack.siteUrl}${path}`)).status(), path).toBe(404);
    }
    expect((await fetch(`${stack.directusUrl}/assets/${fileId}`)).status).toBe(403);

    // The studio is told, with a link to the file in the Data Studio that works for a Studio user.
    const mail = await waitForMail('studio@tessera.example.com', { text: marker });
    expect(mail.text).toContain('Grundriss Köln.pdf');
    const link = linkIn(mail, `${stack.directusUrl}/admin/files/`);
    expect(link).toBe(`${stack.directusUrl}/admin/files/${fileId}`);
    await signInToStudio(page);
    await page.goto(link);
    await expect(page.getByText('Grundriss Köln.pdf').first()).toBeVisible();
  },
);

test('without JavaScript the form posts as multipart, a too large file is refused at the field with the input kept, then a PDF is stored', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/contact?utm_source=newsletter`);
  const form = page.locator('form:has(input[type="file"])');
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  await expect(form).toHaveAttribute('action', /^\/api\/forms\/\d+$/);

  const marker = `No-JS file test ${Date.now()}`;
  await fillContact(page, marker);
  await attachment(page).setInputFiles(pdf('too-big.pdf', 6 * MB));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/contact#${(await page.locator('h2[id^="form-"]').first().getAttribute('id'))!}`);
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toContainText('Attachment: This file is larger than 5 MB. Choose a smaller one.');
  await expect(attachment(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Lise Meitner');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('Orders');
  expect(await submissionWith(marker)).toBeUndefined();

  // Named as a PDF, but HTML inside: refused by its content.
  await attachment(page).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script>'),
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(summary).toContainText('Attachment: This kind of file is not taken here. Choose one of: PDF.');

  await attachment(page).setInputFiles(pdf('quote.pdf'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you — a studio manager will reply within two working days.')).toBeVisible();
  const stored = (await submissionWith(marker))!;
  expect(stored.files).toHaveLength(1);
  expect(await directus<StoredFile>('GET', `/files/${stored.data.attachment as string}?fields=folder,title`)).toEqual({
    folder: PRIVATE_FOLDER.id,
    title: 'quote.pdf',
  });

  // The outcome was for this visitor only: another visitor gets the cached, empty form.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  await otherPage.goto(`${stack.siteUrl}/contact`);
  await expect(otherPage.getByText('Thank you — a studio manager')).toBeHidden();
  await expect(otherPage.getByLabel('Message', { exact: true })).toHaveValue('');
  await other.close();
  await context.close();
});

test('with Directus down the visitor is told plainly that the file could not be taken, keeps everything, and the retry stores it once', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.43' });
  await page.goto(`${stack.siteUrl}/contact`);
  await expect(page.getByRole('button', { name: /^Country:/ })).toBeVisible();
  const marker = `File outage test ${Date.now()}`;
  await fillContact(page, marker);
  await attachment(page).setInputFiles(pdf('plan.pdf'));

  await setDirectus('stopped');
  try {
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(
      'Sorry, your file could not be received just now, so nothing was sent. Everything you entered is still here: please try again in a few minutes.',
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
    expect(await attachment(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('plan.pdf');
  } finally {
    await setDirectus('running');
  }
  // The visitor sends it again, as the message asks, until it is taken: just after its restart on a busy machine
  // Directus may still shed load, and the visitor is told so again.
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you' });
  for (let attempt = 0; attempt < 10 && !(await thanks.isVisible()); attempt++) {
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(thanks.or(page.getByRole('alert').filter({ hasText: 'Sorry' }))).toBeVisible();
    if (!(await thanks.isVisible())) await page.waitForTimeout(1000);
  }
  await expect(thanks).toBeVisible();
  const stored = (await submissionWith(marker))!;
  expect(stored.files).toHaveLength(1);
});

test('the upload route refuses other sites’ pages and what is not a form, and other routes keep their body limits', async ({ request }) => {
  const [contact] = await directus<{ id: number }[]>('GET', '/items/forms?filter[title][_eq]=Contact%20us&fields=id&limit=1');
  const formId = contact!.id;
  const url = `${stack.siteUrl}/api/forms/${formId}`;
  const multipart = { name: 'Ada', email: 'ada@example.com', topic: 'Orders', message: 'Cross-site', attachment: pdf('x.pdf') };
  const client = (n: number) => ({ 'x-forwarded-for': `198.51.100.${50 + n}`, accept: 'application/json' });

  const crossSite = await request.post(url, { multipart, headers: { ...client(1), origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  const fetchedCrossSite = await request.post(url, { multipart, headers: { ...client(2), 'sec-fetch-site': 'cross-site' } });
  expect(fetchedCrossSite.status()).toBe(403);
  const json = await request.post(url, { data: { message: 'x' }, headers: client(3) });
  expect(json.status()).toBe(400);
  expect(json.headers()['cache-control']).toBe('private, no-store');
  expect(json.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.post(`${stack.siteUrl}/api/forms/999999`, { multipart, headers: client(4) })).status()).toBe(200);

  // The route's own limit is the form's: other routes keep theirs (64 KB for route handlers).
  const big = 'x'.repeat(100 * 1024);
  expect((await request.post(`${stack.siteUrl}/api/revalidate`, { data: big, headers: { 'content-type': 'text/plain' } })).status()).toBe(
    413,
  );

  // The rate limit counts these posts as it counts every form's: the sixth in ten minutes is blocked.
  const states: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await request.post(url, { multipart: { ...multipart, email: 'not-an-address' }, headers: client(9) });
    states.push(((await answer.json()) as { status: string }).status);
  }
  expect(states).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'blocked']);
});
