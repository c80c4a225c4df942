import { confirmRoute } from '@/features/newsletter/server/routes';

export const dynamic = 'force-dynamic';

/** The confirm page's button (features/newsletter/server/routes.ts). */
export function POST(request: Request) {
  return confirmRoute(request);
}
