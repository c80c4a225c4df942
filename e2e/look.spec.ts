import { expect, test, type Page } from '@playwright/test';
import { RUNS_ALONE, stack } from './stack';

// A long page: the journal post with the most text.
const longPost = () => `${stack.siteUrl}/posts/choosing-your-first-nippers`;
const smoothScrollOn = (page: Page) => page.locator('html[data-smooth-scroll="on"]');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Every element's transition and animation durations, as the browser computes them. */
function motionOnPage(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) => list.split(',').map((value) => parseFloat(value));
    let longestTransition = 0;
    let animated = 0;
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      longestTransition = Math.max(longestTransition, ...seconds(style.transitionDuration));
      if (style.animationName !== 'none') animated += 1;
    }
    return { longestTransition, animated };
  });
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the wheel scrolls smoothly, in steps, to where it was sent', RUNS_ALONE, async ({ page }) => {
    await page.goto(longPost());
    await expect(smoothScrollOn(page)).toHaveCount(1);
    // CSS transitions are on without a reduced-motion preference (the comparison for the test below).
    expect((await motionOnPage(page)).longestTransition).toBeGreaterThan(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const early = await scrollY(page);
    expect(early).toBeLessThan(500);
    await expect.poll(() => scrollY(page)).toBe(500);
  });

  test('keyboard scrolling and anchor links take over from a smooth scroll at once', RUNS_ALONE, async ({ page }) => {
    await page.goto(longPost());
    await expect(smoothScrollOn(page)).toHaveCount(1);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    // Any key ends the wheel's animation where it is, even one that scrolls nothing.
    await page.keyboard.press('Shift');
    const stoppedAt = await scrollY(page);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(2000);
    // From there the keyboard scrolls as ever.
    await page.keyboard.press('Home');
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBe(400);
    await page.keyboard.press('End');
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(bottom - 1);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the smooth scroller switches off below 1024 px and back on above', async ({ page }) => {
    await page.goto(longPost());
    await expect(smoothScrollOn(page)).toHaveCount(1);
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(smoothScrollOn(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(smoothScrollOn(page)).toHaveCount(1);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 1023, height: 800 } });

  test('have no smooth scroller', async ({ page }) => {
    await page.goto(longPost());
    // Hydrated (the menu button is ready), and still no smooth scroller.
    await expect(page.locator('.menu-button[data-ready]')).toBeAttached();
    await expect(smoothScrollOn(page)).toHaveCount(0);
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('means no smooth scroller, no transitions and no animations', async ({ page }) => {
    await page.goto(longPost());
    await expect(page.locator('.menu-button[data-ready]')).toBeAttached();
    await expect(smoothScrollOn(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).hover();
    expect(await motionOnPage(page)).toEqual({ longestTransition: 0, animated: 0 });
    // The minifier may write 0ms as 0s.
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--duration-default')))).toBe(
      0,
    );
  });

  test('switches the smooth scroller off when the preference changes', async ({ page }) => {
    await page.goto(longPost());
    await expect(page.locator('.menu-button[data-ready]')).toBeAttached();
    await expect(smoothScrollOn(page)).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(smoothScrollOn(page)).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(smoothScrollOn(page)).toHaveCount(0);
  });
});

test.describe('themes', () => {
  const colours = (page: Page) =>
    page.evaluate(() => {
      const { backgroundColor, color } = getComputedStyle(document.body);
      return { backgroundColor, color };
    });

  test('light by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(stack.siteUrl);
    expect(await colours(page)).toEqual({ backgroundColor: 'rgb(251, 248, 244)', color: 'rgb(31, 27, 23)' });
  });

  test.describe('dark', () => {
    test.use({ colorScheme: 'dark' });

    test('follows the visitor’s preference', async ({ page }) => {
      await page.goto(stack.siteUrl);
      expect(await colours(page)).toEqual({ backgroundColor: 'rgb(27, 25, 23)', color: 'rgb(241, 236, 230)' });
      const header = await page.locator('.site-header').evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(header).toBe('rgb(37, 34, 31)');
    });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes from the keyboard, and Escape returns focus to its button', async ({ page }) => {
    await page.goto(stack.siteUrl);
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.locator('.menu-button[data-ready]')).toBeAttached();
    expect(await button.getAttribute('aria-controls')).toBe(
      await page.getByRole('navigation', { name: 'Main', includeHidden: true }).getAttribute('id'),
    );

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Journal', 'Studios', 'Shop', 'Contact']);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Space');
    await expect(nav).toBeHidden();

    // Following a link closes the menu.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Journal' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header does not move when the page hydrates (no layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(stack.siteUrl);
    await expect(page.locator('.menu-button[data-ready]')).toBeAttached();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the navigation is a visible list and the button is not shown', async ({ page }) => {
      await page.goto(stack.siteUrl);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveText(['Home', 'About', 'Journal', 'Studios', 'Shop', 'Contact']);
      for (const link of await links.all()) await expect(link).toBeVisible();
    });
  });
});
