import { signUpRoute } from '@/features/newsletter/server/routes';

export const dynamic = 'force-dynamic';

/** A newsletter sign-up (features/newsletter/server/sign-up.ts). */
export function POST(request: Request) {
  return signUpRoute(request);
}
