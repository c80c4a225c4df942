import { expect } from '@playwright/test';
import { PRIVATE_FOLDER } from '@tessera/blocks';
import { directus, stack } from './stack';
import { openInStudio, test } from './studio-page';

// The Data Studio of the embedded Directus, as an editor meets it on the first sign-in: straight to the
// content, with no licence or project-owner prompt in the way (apps/cms/src/studio-settings.mjs and
// PROJECT_OWNER_ENABLED in apps/cms/src/directus.mjs).

test('the first sign-in to the Data Studio opens the content, with no licence or owner prompt', async ({ page }) => {
  // The sign-in form, then the Studio's whole application: more than a minute on a busy machine.
  test.setTimeout(150_000);
  const settings = await directus<{ project_usage: string | null }>('GET', '/settings?fields=project_usage');
  expect(settings.project_usage).toBe('personal');
  // A first sign-in: the Studio would reopen the page the administrator was on last, which other tests leave behind.
  await directus('PATCH', '/users/me', { last_page: null });

  await page.goto(`${stack.directusUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(stack.admin.email);
  await page.getByPlaceholder('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/content/);
  // The prompts open once the Studio has read the server's info and settings, which the navigation waits for too.
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Have a license key?')).toHaveCount(0);
  await expect(page.getByText('You have not set a project owner.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an editor sees in the Data Studio that a post is scheduled, and when one expired', async ({ studio: page }) => {
  test.setTimeout(150_000);
  const slug = `studio-scheduled-${Date.now()}`;
  const base = { status: 'published', language: 'en', body: { blocks: [] } };
  const scheduled = await directus<{ id: number }>('POST', '/items/posts', {
    ...base,
    title: 'Scheduled in the Studio',
    slug,
    published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  const expired = await directus<{ id: number }>('POST', '/items/posts', {
    ...base,
    title: 'Expired in the Studio',
    slug: `${slug}-expired`,
    published_at: new Date(Date.now() - 86_400_000).toISOString(),
    expires_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  try {
    // The first visit loads the Studio's app before the item's form, which can take more than 10 s on a busy machine;
    // the second goes there within the app. The other notice is looked for once the form (with the one notice) is there.
    const loaded = { timeout: 45_000 };
    await openInStudio(page, `/content/posts/${scheduled.id}`);
    await expect(page.getByText(/^Scheduled: visitors see this post from its publication time on/)).toBeVisible(loaded);
    await expect(page.getByText(/^Expired:/)).toHaveCount(0);
    await openInStudio(page, `/content/posts/${expired.id}`);
    await expect(page.getByText(/^Expired: visitors no longer see this post/)).toBeVisible(loaded);
    await expect(page.getByText(/^Scheduled:/)).toHaveCount(0);
  } finally {
    await directus('DELETE', `/items/posts/${scheduled.id}`);
    await directus('DELETE', `/items/posts/${expired.id}`);
  }
});

test('an editor sets a file field’s kinds and size, shown for file fields only, and sees a submission’s files', async ({
  studio: page,
}) => {
  test.setTimeout(150_000);
  const [form] = await directus<{ id: number }[]>('GET', '/items/forms?filter[title][_eq]=Contact us&fields=id&limit=1');
  // A file the visitor attached, uploaded and linked as the site does.
  const upload = new FormData();
  upload.set('folder', PRIVATE_FOLDER.id);
  upload.set('title', 'kitchen-plan.pdf');
  upload.set('filename_download', 'kitchen-plan.pdf');
  upload.set('file', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), 'kitchen-plan.pdf');
  const uploaded = await fetch(`${stack.directusUrl}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}` },
    body: upload,
  });
  const file = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const submission = await directus<{ id: string }>('POST', '/items/form_submissions', {
    form: form!.id,
    data: { name: 'Ada', message: 'A plan', attachment: file },
    files: [{ directus_files_id: file }],
  });
  try {
    const loaded = { timeout: 45_000 };
    await openInStudio(page, `/content/forms/${form!.id}`);
    // The repeater's drawer for one field of the form.
    const drawer = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await page.getByText('Attachment (file)').click(loaded);
    const attachment = drawer('Attachment (file)');
    await expect(attachment.getByRole('textbox', { name: 'Select an item...' })).toHaveValue('File upload');
    // Directus's checkboxes say their state with aria-pressed.
    await expect(attachment.getByRole('checkbox', { name: /PDF$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(attachment.getByRole('checkbox', { name: /Image \(JPEG, PNG, WebP, HEIC\)$/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(attachment.getByRole('spinbutton')).toHaveValue('5');
    await expect(attachment.getByText('The largest file this field takes, in MB (at most 10)')).toBeVisible();
    await attachment.getByRole('button', { name: 'close' }).click();
    await page.getByText('Your name (text)').click();
    const name = drawer('Your name (text)');
    await expect(name.getByRole('button', { name: /^Help Text/ })).toBeVisible();
    await expect(name.getByRole('button', { name: /^Allowed Files/ })).toHaveCount(0);
    await expect(name.getByRole('button', { name: /^Size Limit/ })).toHaveCount(0);
    await name.getByRole('button', { name: 'close' }).click();

    await openInStudio(page, `/content/form_submissions/${submission.id}`);
    await expect(page.getByText('kitchen-plan.pdf')).toBeVisible(loaded);
    await expect(page.getByText('Files the visitor attached; private, never on the site')).toBeVisible();
  } finally {
    await directus('DELETE', `/items/form_submissions/${submission.id}`);
    await directus('DELETE', `/files/${file}`);
  }
});
