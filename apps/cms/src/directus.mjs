import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cmsRoot = resolve(fileURLToPath(import.meta.url), '../..');
// Directus's own CLI, without the `directus` wrapper's update check (a registry request and a
// banner on every start; upgrades are a dependency change here, not a prompt).
const directusCli = createRequire(require.resolve('directus/package.json')).resolve('@directus/api/cli/run.js');

/**
 * Directus's variables for several processes serving one database: PostgreSQL (`postgresUrl`,
 * e.g. postgres://user:password@host:5432/db) and, with `redisUrl`, Redis for the schema cache,
 * the rate limiter, synchronisation and the messenger between processes (Directus uses REDIS for
 * its bus and locks as soon as it is set).
 * @param {{ postgresUrl: string, redisUrl?: string | undefined }} databases
 */
export function scaledDirectusEnv({ postgresUrl, redisUrl }) {
  return {
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: postgresUrl,
    ...(redisUrl
      ? {
          REDIS: redisUrl,
          CACHE_STORE: 'redis',
          RATE_LIMITER_STORE: 'redis',
          SYNCHRONIZATION_STORE: 'redis',
        }
      : {}),
  };
}

/**
 * The environment of the embedded Directus: SQLite in `dataDir` (or PostgreSQL and Redis with
 * `scaled`, see scaledDirectusEnv), Tessera's extensions, and links in e-mails pointing at the
 * site, e-mail through `smtp` ({ host, port, from }) when given. Production deployments set these variables themselves.
 * @param {object} options
 * @param {string} options.dataDir
 * @param {number} options.port
 * @param {string} options.secret
 * @param {string} options.adminEmail
 * @param {string} options.adminPassword
 * @param {string} options.adminToken
 * @param {string} options.siteUrl
 * @param {string} options.revalidateSecret
 * @param {{ host: string, port: number, from?: string } | undefined} [options.smtp]
 * @param {Parameters<typeof scaledDirectusEnv>[0] | undefined} [options.scaled]
 * @param {string} [options.logLevel]
 */
export function embeddedDirectusEnv({
  dataDir,
  port,
  secret,
  adminEmail,
  adminPassword,
  adminToken,
  siteUrl,
  revalidateSecret,
  smtp,
  scaled,
  logLevel = 'warn',
}) {
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  return {
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: join(dataDir, 'directus.db'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SECRET: secret,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ADMIN_TOKEN: adminToken,
    ...(scaled ? scaledDirectusEnv(scaled) : {}),
    TELEMETRY: 'false',
    // The Data Studio's "You have not set a project owner" banner: naming an owner registers the project
    // with Directus's servers, which a local, embedded Directus has no business doing. A production
    // Directus names its owner (PROJECT_OWNER) itself.
    PROJECT_OWNER_ENABLED: 'false',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
    EXTENSIONS_PATH: join(cmsRoot, 'extensions'),
    EXTENSIONS_AUTO_RELOAD: 'false',
    WEBSOCKETS_ENABLED: 'false',
    // The embedded Directus shares one machine with the site's build and tests; its pressure limiter
    // (event-loop delay, memory) would refuse requests with 503s whenever that machine is busy.
    PRESSURE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: logLevel,
    LOG_STYLE: 'pretty',
    PASSWORD_RESET_URL_ALLOW_LIST: `${siteUrl}/account/reset-password`,
    USER_INVITE_URL_ALLOW_LIST: `${siteUrl}/account/accept-invite`,
    SITE_URL: siteUrl,
    // The Data Studio's Visual Editor and Live Preview show the site in a frame: its CSP must allow the site's
    // origin (Directus turns the comma-separated value into a list). Production sets the same variable.
    ...(siteUrl ? { CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `'self',${new URL(siteUrl).origin}` } : {}),
    REVALIDATE_SECRET: revalidateSecret,
    // Invitation and password-reset e-mails go to the local mail catcher (see scripts/lib/mail-catcher.mjs).
    ...(smtp
      ? {
          EMAIL_TRANSPORT: 'smtp',
          EMAIL_FROM: smtp.from ?? 'no-reply@tessera.example.com',
          EMAIL_SMTP_HOST: smtp.host,
          EMAIL_SMTP_PORT: String(smtp.port),
          EMAIL_SMTP_SECURE: 'false',
          EMAIL_SMTP_IGNORE_TLS: 'true',
          EMAIL_VERIFY_SETUP: 'false',
        }
      : {}),
  };
}

/**
 * Arguments that run the Directus CLI under the current (Node 22) executable.
 * @param {...string} args
 * @returns {[command: string, args: string[]]}
 */
export function directusCommand(...args) {
  return [process.execPath, [directusCli, ...args]];
}

export { cmsRoot };
