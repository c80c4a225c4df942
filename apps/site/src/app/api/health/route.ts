import { ping, transportErrorMessage } from '@/lib/content';

export const dynamic = 'force-dynamic';

/** For load balancers and `npm start`: the site answers, and says whether Directus does. */
export async function GET() {
  const started = performance.now();
  let cms: { status: 'ok' | 'unavailable'; latencyMs: number; message?: string };
  try {
    await ping();
    cms = { status: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    cms = { status: 'unavailable', latencyMs: Math.round(performance.now() - started), message: transportErrorMessage(error) };
  }
  return Response.json(
    { status: cms.status === 'ok' ? 'ok' : 'degraded', site: { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, cms },
    { headers: { 'cache-control': 'no-store' } },
  );
}
