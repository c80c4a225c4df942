import { expect, test } from '@playwright/test';
import { directus, stack } from './stack';

// A post no other test opens or changes.
const SLUG = 'caring-for-outdoor-mosaics';

function revalidate(body: unknown, secret = process.env.TESSERA_TEST_REVALIDATE_SECRET) {
  return fetch(`${stack.siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function titleOnSite(): Promise<string | undefined> {
  const html = await (await fetch(`${stack.siteUrl}/posts/${SLUG}`)).text();
  return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
}

test('after a revalidation a change shows on the next view or the one after', async () => {
  const [post] = await directus<{ id: number; title: string }[]>('GET', `/items/posts?filter[slug][_eq]=${SLUG}&fields=id,title`);
  expect(await titleOnSite()).toBe(post!.title);
  const edited = `Caring for outdoor mosaics, edited ${Date.now()}`;
  await directus('PATCH', `/items/posts/${post!.id}`, { title: edited });
  try {
    // What Directus's hook sends (it does so by itself too; this makes the moment explicit).
    const answer = await revalidate({ collections: ['posts'] });
    expect(await answer.json()).toMatchObject({ revalidated: ['directus:posts'] });
    const next = await titleOnSite();
    // The next view may still show the old title while the entry refreshes in the background.
    expect([post!.title, edited]).toContain(next);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await titleOnSite()).toBe(edited);
  } finally {
    await directus('PATCH', `/items/posts/${post!.id}`, { title: post!.title });
  }
});

test('the revalidation route refuses a wrong secret and a body it cannot read', async () => {
  expect((await revalidate({ collections: ['posts'] }, 'wrong')).status).toBe(401);
  const unreadable = await revalidate('not json');
  expect(unreadable.status).toBe(400);
  expect(await unreadable.json()).toEqual({ error: 'Expected a JSON body { "collections": [collection names] }' });
  expect((await revalidate({ collections: 'posts' })).status).toBe(400);
  // Collections the site does not cache change nothing.
  expect(await (await revalidate({ collections: ['orders'] })).json()).toMatchObject({ revalidated: [] });
});
