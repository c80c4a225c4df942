import { unsubscribeRoute } from '@/features/newsletter/server/routes';

export const dynamic = 'force-dynamic';

/** The unsubscribe page's button, and mail programs' one-click unsubscribe (features/newsletter/server/routes.ts). */
export function POST(request: Request) {
  return unsubscribeRoute(request);
}
