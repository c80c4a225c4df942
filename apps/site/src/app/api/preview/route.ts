import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPreviewSecret } from '@/features/preview/secret';
import { ContentError, getPreviewPath, PREVIEW_COLLECTIONS, type PreviewCollection } from '@/lib/content';

const ITEM_ID = /^[0-9]{1,12}$/;

/**
 * Directus's preview link (each collection's preview URL, set up by apps/cms/src/preview.mjs):
 * `/api/preview?secret=…&collection=posts&id=12`. With the right secret it switches on Next.js
 * draft mode for this browser and opens the item on the site, drafts included.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  if (!isPreviewSecret(search.get('secret'))) return new Response('Invalid preview secret', { status: 401 });
  const collection = search.get('collection');
  const id = search.get('id') ?? '';
  if (!PREVIEW_COLLECTIONS.includes(collection as PreviewCollection) || !ITEM_ID.test(id)) {
    return new Response('A preview link names a collection (pages or posts) and an item id', { status: 400 });
  }
  let path: string | null;
  try {
    path = await getPreviewPath(collection as PreviewCollection, id);
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') {
      return new Response('Directus is unavailable right now; try the preview again shortly', {
        status: 503,
        headers: { 'retry-after': '30' },
      });
    }
    throw error;
  }
  if (path === null) return new Response('No such item', { status: 404 });
  (await draftMode()).enable();
  redirect(path);
}
