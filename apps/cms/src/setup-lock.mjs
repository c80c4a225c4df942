import pg from 'pg';

// One number for "Tessera's set-up is running" (pg_advisory_lock takes a 64-bit key).
const SETUP_LOCK_KEY = 7_311_146_523_413_119_001n;

/**
 * Runs `work` (Directus's bootstrap and Tessera's set-up) while holding a PostgreSQL advisory lock,
 * so when several Directus processes start at once one applies the schema and the others wait,
 * then find nothing left to do (every step is idempotent). Without a PostgreSQL URL (SQLite, one
 * process) it just runs `work`.
 * @template T
 * @param {string | undefined} postgresUrl
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withSetupLock(postgresUrl, work) {
  if (!postgresUrl) return work();
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const tryLock = async () => {
    /** @type {pg.QueryResult<{ locked: boolean }>} */
    const result = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [SETUP_LOCK_KEY.toString()]);
    return result.rows[0]?.locked === true;
  };
  try {
    // Polled rather than waited for: a session blocked in pg_advisory_lock holds a snapshot, and
    // Directus's migrations (CREATE INDEX CONCURRENTLY) wait for every older snapshot to end.
    while (!(await tryLock())) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await work();
  } finally {
    // Ending the session releases the lock too, also if the unlock itself fails.
    await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY.toString()]).catch(() => {});
    await client.end();
  }
}
