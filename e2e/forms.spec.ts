import { expect, test, type Page } from '@playwright/test';
import { directus, linkIn, RUNS_ALONE, setDirectus, stack, waitForMail } from './stack';

// The demo "Contact us" form on /contact (apps/cms/src/seed/content.mjs): name, e-mail, "I am writing as"
// (optional) with "Company" shown and required for "a business", phone (optional), topic, message, newsletter. Its phone default comes from the site settings (GB); the
// visitor-country lookup finds nothing for a loopback client, so GB stays.

interface Submission {
  id: string;
  form: number;
  data: Record<string, unknown>;
}

async function submissionsWith(marker: string): Promise<Submission[]> {
  const recent = await directus<Submission[]>('GET', '/items/form_submissions?sort=-date_created&limit=50&fields=id,form,data');
  return recent.filter((submission) => submission.data?.message === marker);
}

async function openContactPage(page: Page) {
  await page.goto(`${stack.siteUrl}/contact`);
  // The picker appears once the page is hydrated.
  const trigger = page.getByRole('button', { name: /^Country:/ });
  await expect(trigger).toBeVisible();
  return {
    trigger,
    phone: page.getByRole('textbox', { name: /^Phone/ }),
    submit: page.getByRole('button', { name: 'Send message' }),
  };
}

test('a visitor picks a country with the keyboard, is told about a bad number, and sends the form', async ({ page, request }) => {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (sent) => requests.push(sent.url()));
  page.on('console', (message) => {
    // The site has no favicon yet; that 404 is not this feature's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  expect(await (await request.get(`${stack.siteUrl}/api/visitor-country`)).json()).toEqual({ country: null });

  const { trigger, phone, submit } = await openContactPage(page);
  await expect(trigger).toHaveAccessibleName('Country: United Kingdom, +44');
  await expect(trigger.locator('img')).toHaveAttribute('src', '/api/flags/GB.svg');
  await expect(phone).toHaveAttribute('placeholder', 'Enter a phone number');
  await expect(phone).toHaveAttribute('maxlength', '25');

  const marker = `Keyboard test ${Date.now()}`;
  await page.getByLabel('Your name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('E-mail', { exact: true }).fill('ada@example.com');

  // libphonenumber is not loaded until the phone field is used.
  const scripts = () => requests.filter((url) => url.includes('/_next/static/chunks/') && url.endsWith('.js'));
  const scriptsBefore = scripts().length;

  // From here on, the keyboard only: past "I am writing as" ("Company" is hidden) to the phone field's country.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('I am writing as (optional)', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await expect.poll(() => scripts().length).toBe(scriptsBefore + 1);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  const search = page.getByRole('combobox', { name: 'Search countries by name or calling code' });
  const listbox = page.getByRole('listbox', { name: 'Countries' });
  await expect(search).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  await expect(search).toHaveAttribute('aria-activedescendant', /-GB$/);
  const box = await page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`).boundingBox();
  expect(box?.width).toBe(390);
  // Only the flags in view load, from the site itself.
  await expect.poll(() => requests.filter((url) => url.includes('/api/flags/')).length).toBeGreaterThan(3);
  await page.waitForTimeout(500);
  const flagRequests = requests.filter((url) => url.includes('/api/flags/')).length;
  test.info().annotations.push({ type: 'flag images loaded with the list open', description: String(flagRequests) });
  expect(flagRequests).toBeLessThan(25);

  // Escape closes and returns to the button.
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Typing a calling code filters; so does a name; arrows move, Enter chooses.
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await page.keyboard.type('+33');
  await expect(listbox.getByRole('option')).toHaveText([/France\s*\+33/]);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('fr');
  await expect(listbox.getByRole('option').first()).toHaveText(/France/);
  await expect(search).toHaveAttribute('aria-activedescendant', /-FR$/);
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /-GF$/);
  await expect(listbox.getByRole('option', { selected: true })).toHaveText(/French Guiana/);
  await page.keyboard.press('ArrowUp');
  await expect(search).toHaveAttribute('aria-activedescendant', /-FR$/);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toHaveAccessibleName('Country: France, +33');
  await expect(trigger.locator('img')).toHaveAttribute('src', '/api/flags/FR.svg');

  // Focus is on the number; a number too short is refused when leaving the field.
  await expect(phone).toBeFocused();
  await page.keyboard.type('0612');
  await expect(phone).toHaveValue('06 12');
  await page.keyboard.press('Tab');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/This phone number is too short\./);

  // Submitting now lists the problems and moves focus to the first invalid field; nothing is sent.
  await submit.click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toContainText('Phone: This phone number is too short.');
  await expect(summary).toContainText('Topic: Choose one of the options.');
  await expect(summary).toContainText('Message: This field is required.');
  await expect(phone).toBeFocused();

  // Fixed, the error goes as the visitor types.
  await page.keyboard.press('End');
  await page.keyboard.type('345678');
  await expect(phone).toHaveValue('06 12 34 56 78');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Topic', { exact: true }).selectOption('Classes');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you — a studio manager will reply within two working days.' }),
  ).toBeVisible();

  await expect.poll(async () => (await submissionsWith(marker)).length).toBe(1);
  const [stored] = await submissionsWith(marker);
  expect(stored!.data).toEqual({
    attachment: null,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    writing_as: null,
    company: null,
    phone: '+33612345678',
    topic: 'Classes',
    message: marker,
    newsletter: false,
  });

  // The browser only ever talked to the site, and nothing went wrong in it.
  const origin = new URL(stack.siteUrl).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the country list is 390px wide, and as wide as the field on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { trigger } = await openContactPage(page);
  await trigger.click();
  const popup = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  const group = page.getByRole('group', { name: /^Phone/ });
  const [popupBox, groupBox] = [await popup.boundingBox(), await group.boundingBox()];
  expect(popupBox!.width).toBeCloseTo(groupBox!.width, 0);
  expect(popupBox!.x).toBeCloseTo(groupBox!.x, 0);
  // A click elsewhere closes it.
  await page.getByRole('heading', { name: 'Send us a message' }).click();
  await expect(popup).toBeHidden();
});

test('with Directus down the visitor keeps everything typed, and the retry stores it exactly once', async ({ page }) => {
  const { trigger, phone, submit } = await openContactPage(page);
  const marker = `Outage test ${Date.now()}`;
  await page.getByLabel('Your name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('E-mail', { exact: true }).fill('grace@example.com');
  // Pasting an international number switches the country.
  await phone.focus();
  await phone.evaluate((input, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, 'tel:+1 (201) 555-0123');
  await expect(phone).toHaveValue('+1 201 555 0123');
  await expect(trigger).toHaveAccessibleName('Country: United States, +1');
  await page.getByLabel('Topic', { exact: true }).selectOption('Private events');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await page.getByLabel('Send me the monthly studio letter', { exact: true }).check();

  await setDirectus('stopped');
  try {
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(
      'Sorry, we could not send your message just now. Everything you entered is still here: please try again in a moment.',
    );
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('grace@example.com');
    await expect(phone).toHaveValue('+1 201 555 0123');
    await expect(trigger).toHaveAccessibleName('Country: United States, +1');
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('Private events');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
    await expect(page.getByLabel('Send me the monthly studio letter', { exact: true })).toBeChecked();
  } finally {
    await setDirectus('running');
  }
  expect(await submissionsWith(marker)).toEqual([]);

  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  const stored = await submissionsWith(marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toMatchObject({ phone: '+12015550123', topic: 'Private events', newsletter: true });
});

test('without JavaScript the form posts, comes back with errors and the input kept, then succeeds', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/contact`);
  const marker = `No-JS test ${Date.now()}`;
  // A native select stands in for the picker.
  await expect(page.getByRole('button', { name: /^Country:/ })).toBeHidden();
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('GB');
  // The spam trap is out of sight, out of the accessibility tree and out of the tab order.
  const trap = page.locator('input[name="homepage"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]:has(input[name="homepage"])')).toHaveCount(1);
  await expect(trap).not.toBeInViewport();

  await page.getByLabel('Your name', { exact: true }).fill('Alan Turing');
  await page.getByLabel('E-mail', { exact: true }).fill('alan@');
  await country.selectOption('FR');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('06 12 34 56 78');
  await page.getByLabel('Topic', { exact: true }).selectOption('Orders');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Send message' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toContainText('E-mail: Enter an e-mail address like name@example.com.');
  await expect(summary.getByRole('link')).toHaveAttribute('href', /#form-\d+-email$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Alan Turing');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('alan@');
  await expect(country).toHaveValue('FR');
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('06 12 34 56 78');
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('Orders');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
  expect(await submissionsWith(marker)).toEqual([]);

  await page.getByLabel('E-mail', { exact: true }).fill('alan@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you — a studio manager will reply within two working days.')).toBeVisible();
  const stored = await submissionsWith(marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toMatchObject({ name: 'Alan Turing', email: 'alan@example.com', phone: '+33612345678', topic: 'Orders' });
  await context.close();
});

test('“Company” shows, and is required, only for “a business”; the notification links to the Data Studio', RUNS_ALONE, async ({ page }) => {
  // A client of its own (the stack trusts one proxy): the file's other tests have used this client's five sends.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.31' });
  const { submit } = await openContactPage(page);
  const writingAs = page.getByLabel('I am writing as (optional)', { exact: true });
  const company = page.getByLabel('Company', { exact: true });
  await expect(company).toBeHidden();
  await writingAs.selectOption('a business');
  await expect(company).toBeVisible();
  await expect(company).toHaveAttribute('required', '');

  const marker = `Conditional test ${Date.now()}`;
  await page.getByLabel('Your name', { exact: true }).fill('Hedy Lamarr');
  await page.getByLabel('E-mail', { exact: true }).fill('hedy@example.com');
  await page.getByLabel('Topic', { exact: true }).selectOption('Orders');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await submit.click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toContainText('Company: This field is required.');
  await expect(company).toBeFocused();

  // Typed, then hidden again: neither the error nor the value stays.
  await company.fill('Lamarr Labs');
  await writingAs.selectOption('an individual');
  await expect(company).toBeHidden();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await expect.poll(async () => (await submissionsWith(marker)).length).toBe(1);
  const [stored] = await submissionsWith(marker);
  expect(stored!.data).toMatchObject({ writing_as: 'an individual', company: null });

  // The studio is told, with a link that opens the submission in the Data Studio.
  const mail = await waitForMail('studio@tessera.example.com', { text: marker });
  expect(mail.subject).toBe('New submission: Contact us');
  expect(mail.text).toContain('Your name: Hedy Lamarr');
  const link = linkIn(mail, `${stack.directusUrl}/admin/content/form_submissions/`);
  expect(link).toBe(`${stack.directusUrl}/admin/content/form_submissions/${stored!.id}`);
  await page.goto(link);
  await page.getByPlaceholder('Email').fill(stack.admin.email);
  await page.getByPlaceholder('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(link);
  await expect(page.getByText(marker).first()).toBeVisible();
  // And the sender gets the form's confirmation.
  expect((await waitForMail('hedy@example.com')).text).toContain('Thank you for writing to Tessera.');
});

test('without JavaScript every field shows, and the server applies the condition', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.32' } });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/contact`);
  const marker = `No-JS conditional test ${Date.now()}`;
  const company = page.getByLabel('Company', { exact: true });
  await expect(company).toBeVisible();
  await page.getByLabel('Your name', { exact: true }).fill('Katherine Johnson');
  await page.getByLabel('E-mail', { exact: true }).fill('katherine@example.com');
  await page.getByLabel('I am writing as (optional)', { exact: true }).selectOption('a business');
  await page.getByLabel('Topic', { exact: true }).selectOption('Orders');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the errors below' })).toContainText(
    'Company: This field is required.',
  );
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
  expect(await submissionsWith(marker)).toEqual([]);

  // For an individual, a company typed anyway is dropped.
  await company.fill('NASA');
  await page.getByLabel('I am writing as (optional)', { exact: true }).selectOption('an individual');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you — a studio manager will reply within two working days.')).toBeVisible();
  const [stored] = await submissionsWith(marker);
  expect(stored!.data).toMatchObject({ writing_as: 'an individual', company: null });
  await context.close();
});
