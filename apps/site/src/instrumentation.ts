/**
 * Runs once when a server process starts (Next.js's instrumentation hook): arms the publication timer, which
 * publishes and expires scheduled pages and posts on time without an edit or a cron job (features/scheduling), and
 * the newsletter's outbox timer, which hands on sign-ups kept while Directus was down (features/newsletter).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startPublicationTimer }, { startOutboxTimer }] = await Promise.all([
    import('@/features/scheduling/server'),
    import('@/features/newsletter/server/outbox'),
  ]);
  // Not awaited: the server must not wait for Directus to start.
  void startPublicationTimer();
  startOutboxTimer();
}
