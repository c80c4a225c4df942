import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPreviewSecret } from '@/features/preview/secret';
import { checkSecret } from '@/lib/security/secret-guesses';
import { issuePreviewPass, previewCookieOptions } from '@/lib/preview/pass';
import { PREVIEW_COOKIE } from '@/lib/server-seam';
import { safeRedirect } from '@/lib/security/redirect';
import { ContentError, contentVersion, getPreviewPath, PREVIEW_COLLECTIONS, type PreviewCollection } from '@/lib/content';

const ITEM_ID = /^[0-9]{1,12}$/;

/**
 * Directus's preview links (each collection's preview URL and the Visual Editor's URL, set up by
 * apps/cms/src/preview.mjs): `/api/preview?secret=…&collection=posts&id=12&version=draft` opens an item,
 * `/api/preview?secret=…&version=published` the home page. With the right secret it gives this browser a preview
 * pass (lib/preview/pass.ts: signed, expiring, partitioned, so it works inside the Data Studio's frame on another
 * site) and opens the page, drafts included; a content version (`draft`, or another key) stays in the address,
 * where the pages read it and the Visual Editor sees which version is shown.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const refused = await checkSecret(
    request,
    () => isPreviewSecret(search.get('secret')),
    () => new Response('Invalid preview secret', { status: 401 }),
  );
  if (refused) return refused;
  const collection = search.get('collection');
  const id = search.get('id');
  let path: string | null = '/';
  if (collection !== null || id !== null) {
    if (!PREVIEW_COLLECTIONS.includes(collection as PreviewCollection) || !ITEM_ID.test(id ?? '')) {
      return new Response('A preview link names a collection (pages or posts) and an item id', { status: 400 });
    }
    try {
      path = await getPreviewPath(collection as PreviewCollection, id!);
    } catch (error) {
      if (error instanceof ContentError && error.kind === 'unavailable') {
        return new Response('Directus is unavailable right now; try the preview again shortly', {
          status: 503,
          headers: { 'retry-after': '30' },
        });
      }
      throw error;
    }
  }
  if (path === null) return new Response('No such item', { status: 404 });
  (await cookies()).set(PREVIEW_COOKIE, issuePreviewPass(process.env.PREVIEW_SECRET!), previewCookieOptions());
  const version = contentVersion(search.get('version'));
  redirect(safeRedirect(version === null ? path : `${path}?${new URLSearchParams({ version })}`, '/'));
}
