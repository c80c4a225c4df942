import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { directusCommand, embeddedDirectusEnv, cmsRoot } from '../../apps/cms/src/directus.mjs';
import { setupCms } from '../../apps/cms/src/setup.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { gatherSectionStyles } from '../../packages/sections/scripts/gather-styles.mjs';
import { ProcessGroup, run, waitForHttp } from './processes.mjs';
import { distDir, markSiteBuild, siteBuildIsCurrent, siteSourceHash } from './site-build.mjs';

export const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
export const siteDir = join(repoRoot, 'apps/site');
const nextCli = join(createRequire(join(siteDir, 'package.json')).resolve('next/package.json'), '../dist/bin/next');
const compileHints = join(siteDir, 'src/build/compile-hints.ts');
const tscCli = createRequire(join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');

/**
 * Builds the workspace packages that the site and Directus load from dist/ (@tessera/blocks, @tessera/redirects, @tessera/sections),
 * with the section types' stylesheet, as `npm install` does; nothing to do, in about a second, when they are current.
 */
export async function buildPackages({ quiet = true } = {}) {
  await run(process.execPath, [tscCli, '-b', 'packages/blocks', 'packages/redirects', 'packages/sections'], {
    cwd: repoRoot,
    quiet,
    label: 'tsc -b packages',
  });
  await gatherSectionStyles();
}

/** Fails clearly when a port is taken, rather than mistaking another server for ours. */
function requireFreePort(port, host, what, variable) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`${what}'s port ${port} is already in use (is Tessera already running?). Stop that process or set ${variable}.`)),
    );
    probe.listen(port, host, () => probe.close(resolve));
  });
}

/** Builds the site for production unless `.next` already holds a build of the same sources. */
export async function buildSite({ quiet = false, force = false } = {}) {
  await buildPackages({ quiet });
  if (!force && siteBuildIsCurrent(repoRoot, siteDir)) return false;
  const sourceHash = siteSourceHash(repoRoot);
  await run(process.execPath, [nextCli, 'build'], { cwd: siteDir, quiet, label: 'next build', env: { NEXT_TELEMETRY_DISABLED: '1' } });
  // What apps/site's `npm run build` does after next build: the framework's chunks marked for eager compilation.
  await run(process.execPath, [compileHints], { cwd: siteDir, quiet, label: 'compile hints' });
  markSiteBuild(siteDir, sourceHash);
  return true;
}

const siteServer = join(siteDir, 'server.ts');
/**
 * Node's flags for the site's own server, as apps/site's `npm start` and the Dockerfile pass them: AsyncLocalStorage
 * without async hooks (docs/page-cache.md, "Answering hits at the static-file limit"). A baseline build's server
 * runs as it ran then.
 */
export const SITE_NODE_FLAGS = ['--experimental-async-context-frame'];

/**
 * Starts one site server in `group` and waits until it answers /api/health: in production the site's
 * own server (apps/site/server.ts: `next start` plus 503s), in development `next dev`.
 */
export async function startSite(group, name, { dev = false, port, hostname, env }) {
  const args = dev
    ? [nextCli, 'dev', '--port', String(port), ...(hostname ? ['--hostname', hostname] : [])]
    : [...SITE_NODE_FLAGS, siteServer];
  const site = group.start(name, process.execPath, args, {
    cwd: siteDir,
    env: { PORT: String(port), ...(hostname ? { HOSTNAME: hostname } : {}), NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  await waitForHttp(`http://${hostname ?? 'localhost'}:${port}/api/health`, { process: site, timeoutMs: 180_000 });
  return site;
}

/**
 * Starts Tessera: the embedded Directus (bootstrapped, migrated, set up and seeded) and the site,
 * either a production server or `next dev`. Both run in one ProcessGroup, so one crashing stops
 * the other. Used by `npm start`, `npm run dev` and the test setup alike. `build: false` uses the packages and the
 * site as they are built (a second test stack beside a running first one, whose server a rebuild would pull the
 * files from under).
 */
export async function startStack({
  dataDir,
  directusPort,
  sitePort,
  siteHostname,
  secrets,
  adminEmail,
  dev = false,
  quiet = false,
  seed = true,
  onCrash,
  onStep = () => {},
  siteEnv = {},
  cmsEnv = {},
  withSite = true,
  mailPorts = { smtp: 0, http: 0 },
  build = true,
}) {
  const group = new ProcessGroup({ onCrash, quiet });
  // Directus sends invitation and password-reset e-mails to a local catcher, unless the
  // environment configures real e-mail (EMAIL_TRANSPORT and the other EMAIL_* variables of Directus).
  const mail = process.env.EMAIL_TRANSPORT ? null : await startMailCatcher({ smtpPort: mailPorts.smtp, httpPort: mailPorts.http });
  const stopAll = async () => {
    await group.stopAll();
    await mail?.close();
  };
  const directusUrl = `http://127.0.0.1:${directusPort}`;
  const siteUrl = `http://${siteHostname ?? 'localhost'}:${sitePort}`;
  try {
    await requireFreePort(directusPort, '127.0.0.1', 'Directus', 'DIRECTUS_PORT');
    await requireFreePort(sitePort, siteHostname, 'The site', 'SITE_PORT');
    const directusEnv = embeddedDirectusEnv({
      dataDir,
      port: directusPort,
      secret: secrets.DIRECTUS_SECRET,
      adminEmail,
      adminPassword: secrets.ADMIN_PASSWORD,
      adminToken: secrets.DIRECTUS_ADMIN_TOKEN,
      siteUrl,
      revalidateSecret: secrets.REVALIDATE_SECRET,
      smtp: mail ? { host: mail.smtpHost, port: mail.smtpPort } : undefined,
    });
    Object.assign(directusEnv, cmsEnv);
    // Directus's extensions load the packages' builds (a few seconds when their sources changed, so it is a step).
    if (build) {
      onStep('Building the shared packages');
      await buildPackages();
    }
    const firstRun = !existsSync(directusEnv.DB_FILENAME);
    onStep(firstRun ? 'Creating the Directus database' : 'Updating the Directus database');
    // Bootstrap installs a new database or migrates an existing one to this Directus version.
    await run(...directusCommand('bootstrap'), { env: directusEnv, cwd: cmsRoot, quiet: true, label: 'directus bootstrap' });

    // The build needs no CMS, so it runs while Directus starts; its failure is reported below.
    const building = dev || !withSite || !build ? Promise.resolve(false) : buildSite({ quiet: true });
    building.catch(() => {});
    onStep('Starting Directus');
    const startDirectus = async () => {
      const cms = group.start('cms', ...directusCommand('start'), { env: directusEnv, cwd: cmsRoot });
      await waitForHttp(`${directusUrl}/server/ping`, { process: cms });
    };
    await startDirectus();
    // For outage tests: stop Directus alone and bring it back, the site staying up. Starting it
    // while it runs does nothing (a second Directus would fail on the port or outlive the stack).
    const cmsControl = { stop: () => group.stop('cms'), start: () => (group.has('cms') ? Promise.resolve() : startDirectus()) };
    onStep('Applying the schema, permissions and demo content');
    await setupCms({
      url: directusUrl,
      adminToken: secrets.DIRECTUS_ADMIN_TOKEN,
      siteToken: secrets.DIRECTUS_TOKEN,
      siteUrl,
      previewSecret: secrets.PREVIEW_SECRET,
      projectUsage: process.env.DIRECTUS_PROJECT_USAGE || 'personal',
      seed,
      log: (message) => onStep(`Directus: ${message}`),
    });
    /** When the set-up's last write was made: its change notifications to the site may follow for a while. */
    const contentWrittenAt = Date.now();

    const mailUrl = mail?.url;
    if (!withSite) return { group, directusUrl, siteUrl: undefined, mailUrl, cms: cmsControl, stop: stopAll };
    if (!dev) onStep('Building the site (skipped when nothing changed)');
    await building;
    /** One more site server of the same build, on the same Directus, with variables of its own (tests use it). */
    const startStackSite = async ({ name, port, env = {} }) => {
      const url = `http://${siteHostname ?? 'localhost'}:${port}`;
      await startSite(group, name, {
        dev,
        port,
        hostname: siteHostname,
        env: {
          DIRECTUS_URL: directusUrl,
          DIRECTUS_TOKEN: secrets.DIRECTUS_TOKEN,
          SITE_URL: url,
          REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
          PREVIEW_SECRET: secrets.PREVIEW_SECRET,
          ...siteEnv,
          ...env,
        },
      });
      return url;
    };
    onStep('Starting the site');
    // The data cache on disk may hold another Directus's content (a previous test run's, or data
    // since replaced): the site starts with an empty one and fills it from this Directus.
    rmSync(join(siteDir, distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true });
    await startStackSite({ name: 'site', port: sitePort });
    return { group, directusUrl, siteUrl, mailUrl, cms: cmsControl, contentWrittenAt, startSite: startStackSite, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
