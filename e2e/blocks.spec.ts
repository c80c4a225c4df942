import { expect, test } from '@playwright/test';
import { allBlocksDocument, xssDocument } from '@tessera/blocks/fixtures';
import { directus, stack } from './stack';

/**
 * The fixture's images pasted by URL, on the stand-in image host instead of a host of the internet (its photo, the
 * rest of the address kept, hostile query strings included): Directus imports them at save.
 */
function withStandInImages(document: unknown): unknown {
  return JSON.parse(JSON.stringify(document).replaceAll('https://images.example.com/', `${stack.imageHostUrl}/photo.jpg?path=`));
}

/** Publishes a page with one rich-text section holding `content`; returns its path and a clean-up. */
async function publishPage(title: string, content: unknown) {
  const slug = `test-${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const page = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'en',
    title,
    slug,
    sections: [{ sections_id: { type: 'rich_text', heading: title, rich_text_content: withStandInImages(content) } }],
  });
  return { path: `/${slug}`, remove: () => directus('DELETE', `/items/pages/${page.id}`) };
}

const ALLOWED_TAGS = new Set([
  'SECTION',
  'H2',
  'H1',
  'H3',
  'H4',
  'H5',
  'H6',
  'P',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'CODE',
  'MARK',
  'BR',
  'A',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'FIGURE',
  'FIGCAPTION',
  'IMG',
  'PRE',
  'HR',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'DETAILS',
  'SUMMARY',
  'SPAN',
  'DIV',
  'CITE',
  'INPUT',
  'LABEL',
  'SMALL',
  'BUTTON',
  'SVG',
  'PATH',
]);

test('a page full of script-injection payloads runs no script', async ({ page }) => {
  const { path, remove } = await publishPage('Payloads', xssDocument);
  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${stack.siteUrl}${path}`);
    await expect(page.getByRole('heading', { name: 'Payloads', level: 2 })).toBeVisible();
    // Give any injected handler (onerror, onload, autofocus) its chance to fire.
    await page.waitForLoadState('networkidle');
    await page.mouse.move(200, 400);
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);

    const findings = await page.locator('main .prose').evaluate(
      (root, allowed) => {
        const problems: string[] = [];
        for (const element of root.querySelectorAll('*')) {
          // The site's own video player (features/video) is trusted markup, not rendered from the document.
          if (element.closest('figure.embed') && !element.closest('figcaption')) continue;
          if (!allowed.includes(element.tagName.toUpperCase())) problems.push(`element ${element.tagName}`);
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name) || attribute.name === 'style') problems.push(`${element.tagName} @${attribute.name}`);
            if (
              /^(href|src|srcset|action|formaction|xlink:href)$/i.test(attribute.name) &&
              /^\s*(javascript|data|vbscript):/i.test(attribute.value)
            ) {
              problems.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
            }
          }
        }
        return problems;
      },
      [...ALLOWED_TAGS],
    );
    expect(findings).toEqual([]);
    // The payloads are shown as text, not swallowed.
    await expect(page.locator('main pre').first()).toContainText('<script>');
  } finally {
    await remove();
  }
});

test('every block type the Block Editor produces renders', async ({ page }) => {
  const { path, remove } = await publishPage('All blocks', allBlocksDocument);
  try {
    await page.goto(`${stack.siteUrl}${path}`);
    const prose = page.locator('main .prose');
    await expect(prose.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
    await expect(prose.locator('p.align-right')).toHaveText('The tune wins.');
    await expect(prose.locator('mark')).toHaveText('marked');
    await expect(prose.locator('ol ol ol li')).toHaveText('First.a.i');
    await expect(prose.locator('blockquote')).toContainText('Simplicity is prerequisite for reliability.');
    await expect(prose.locator('pre')).toContainText("return '<b>';");
    await expect(prose.getByRole('table')).toBeVisible();
    await expect(prose.locator('details summary').first()).toBeVisible();
    await expect(prose.locator('a[href="https://directus.io/docs?a=1&b=2"]')).toHaveAttribute('rel', /noopener/);
  } finally {
    await remove();
  }
});

test('Directus refuses to save an unsupported embed, with the specification message', async () => {
  const response = await fetch(`${stack.directusUrl}/items/sections`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'rich_text',
      rich_text_content: {
        blocks: [
          { type: 'embed', data: { service: 'codepen', source: 'https://codepen.io/a/pen/b', embed: 'https://codepen.io/a/embed/b' } },
        ],
      },
    }),
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: { message: string }[] };
  expect(body.errors[0]?.message).toMatch(/^Only YouTube and Vimeo embeds are supported right now/);
});
