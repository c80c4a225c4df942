import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/features/account/redirect';
import { PREVIEW_COOKIE, previewCookieOptions } from '@/lib/preview/pass';

/** Ends preview (deletes the preview pass) for this browser and goes back to the page, now as visitors see it. */
export async function GET(request: Request) {
  (await cookies()).set(PREVIEW_COOKIE, '', previewCookieOptions(0));
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('to'), '/'));
}
