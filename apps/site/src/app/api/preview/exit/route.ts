import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { previewCookieOptions } from '@/lib/preview/pass';
import { PREVIEW_COOKIE } from '@/lib/server-seam';
import { safeRedirect } from '@/lib/security/redirect';

/** Ends preview (deletes the preview pass) for this browser and goes back to the page, now as visitors see it. */
export async function GET(request: Request) {
  (await cookies()).set(PREVIEW_COOKIE, '', previewCookieOptions(0));
  redirect(safeRedirect(new URL(request.url).searchParams.get('to'), '/'));
}
