import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/features/account/redirect';

/** Ends preview (Next.js draft mode) for this browser and goes back to the page, now as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('to'), '/'));
}
