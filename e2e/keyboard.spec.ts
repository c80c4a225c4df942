import { expect, test } from '@playwright/test';
import { tabTo } from './keyboard';
import { mapLayout, showMapButton } from './maps-helpers';
import { cardFormButton, serveTestMap, standInStripe } from './stand-ins';
import { createMember, RUNS_ALONE, stack, uniqueEmail } from './stack';

// Keyboard-only flows (Tab, typing, Enter; no pointer): checkout, the map's facade and sign-in. The phone picker's is
// in forms.spec.ts, the address search's in maps.spec.ts, the video facade's in video.spec.ts.

test('a checkout paid with the keyboard alone reaches the receipt', async ({ page }) => {
  await standInStripe(page);
  await page.goto(`${stack.siteUrl}/products/starter-mosaic-kit`);
  const checkout = page.getByTestId('checkout');
  const email = page.getByLabel('E-mail for the receipt');
  const card = page.getByLabel('Card number');
  await expect(checkout).toHaveAttribute('data-hydrated', '');

  // The card form comes on request; the e-mail field, its first, takes the focus.
  await tabTo(page, cardFormButton(checkout));
  await page.keyboard.press('Enter');
  await expect(card).toBeVisible();
  await expect(email).toBeFocused();
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

test('the map is asked for with the keyboard alone, and focus moves into it', RUNS_ALONE, async ({ page }) => {
  await serveTestMap(page);
  await page.goto(`${stack.siteUrl}/locations`);
  await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
  await tabTo(page, showMapButton(page));
  await page.keyboard.press('Enter');
  const map = page.locator('[data-map-canvas]');
  await expect(map).toBeFocused();
  await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'ready');
  // The next Tab stays in the map (its canvas, then its markers), not back at the top of the page.
  await page.keyboard.press('Tab');
  expect(await map.evaluate((element) => element !== document.activeElement && element.contains(document.activeElement))).toBe(true);
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
