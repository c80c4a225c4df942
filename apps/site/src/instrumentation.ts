/**
 * Runs once when a server process starts (Next.js's instrumentation hook): arms the publication timer, which
 * publishes and expires scheduled pages and posts on time without an edit or a cron job (features/scheduling).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startPublicationTimer } = await import('@/features/scheduling/server');
  // Not awaited: the server must not wait for Directus to start.
  void startPublicationTimer();
}
