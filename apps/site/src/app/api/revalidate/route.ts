import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';

function authorised(request: Request): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/**
 * Called by Directus (Tessera's revalidation hook) whenever content changes. Navigation and
 * settings appear on every page, so any change refreshes every cached page.
 */
export async function POST(request: Request) {
  if (!authorised(request)) return Response.json({ error: 'Invalid revalidation secret' }, { status: 401 });
  revalidatePath('/', 'layout');
  return Response.json({ revalidated: true, at: new Date().toISOString() });
}
