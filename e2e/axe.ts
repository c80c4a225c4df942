import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';

// axe-core at WCAG 2.2 AA, the accessibility gate of the browser tests: no violation allowed.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every rule of those tags, as @axe-core/playwright's `withTags` runs them. Only the violations are gathered in full:
 * the passes' and the incomplete checks' node lists, which no test reads, are what made a scan slow to hand back.
 */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_22_AA }, resultTypes: ['violations'] };

/**
 * The violations on the page as it is now. A page without frames is scanned by axe-core in the page itself, injected
 * once per page: @axe-core/playwright's runner injects it again on every scan and finishes each in a new blank page
 * (for frames of other origins), which took most of a scan's 5 to 20 seconds. A page with frames gets that runner,
 * which scans every frame.
 */
async function violationsOf(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then(({ violations }) => violations),
    RUN_OPTIONS,
  );
}

/** Each violation, its rule and the elements it found. */
function describe(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary}`).join('\n')}`,
  );
}

/** Fails with each violation, its rule and the elements it found, when the page as it is now has any. */
export async function expectNoViolations(page: Page): Promise<void> {
  const report = describe(await violationsOf(page));
  expect(report, report.join('\n\n')).toEqual([]);
}

/**
 * Checks the page as it is now in the light and then in the dark theme of the visitor's system, without loading it
 * again: the themes are CSS alone (light-dark() colours under `color-scheme`), so the page switches as it does when the
 * system does. Each theme is checked once the colour transitions the switch started (links') have ended.
 */
export async function expectNoViolationsInBothThemes(page: Page): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    found[`${colorScheme} theme`] = describe(await violationsOf(page));
  }
  expect(found, Object.values(found).flat().join('\n\n')).toEqual({ 'light theme': [], 'dark theme': [] });
}
