import { expect, test } from '@playwright/test';
import { tabTo } from './keyboard';
import { standInStripe } from './stand-ins';
import { createMember, stack, uniqueEmail } from './stack';

// Keyboard-only flows (Tab, typing, Enter; no pointer): checkout and sign-in. The phone picker's is in forms.spec.ts,
// the address search's in maps.spec.ts, the video facade's in video.spec.ts.

test('a checkout paid with the keyboard alone reaches the receipt', async ({ page }) => {
  await standInStripe(page);
  await page.goto(`${stack.siteUrl}/products/starter-mosaic-kit`);
  const email = page.getByLabel('E-mail for the receipt');
  const card = page.getByLabel('Card number');
  await expect(card).toBeVisible();

  await tabTo(page, email);
  await page.keyboard.type('keyboard-buyer@example.com');
  await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await page.keyboard.type('4000 0000 0000 0002');
  await page.keyboard.press('Enter');
  await expect(page.locator('.checkout__error')).toHaveText('Your card was declined.');

  // Back to the card field, as a keyboard user would after reading the message.
  await tabTo(page, card);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\/receipt\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment');
});

test.describe('sign-in', () => {
  // A client address of its own, so that the sign-in throttle of other tests does not apply.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.82' } });

  test('a member signs in with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await createMember(email, 'keyboard-password-1');
    await page.goto(`${stack.siteUrl}/account/sign-in`);
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('keyboard-password-1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${stack.siteUrl}/account/profile`);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });
});
