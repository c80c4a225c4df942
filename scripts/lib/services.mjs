import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { aptInstall, canAptInstall } from './apt.mjs';
import { freePort } from './free-port.mjs';
import { ProcessGroup } from './processes.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
/** util-linux's runuser lives in sbin, which a CI runner's PATH may leave out. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';

function postgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const version = readdirSync(POSTGRES_ROOT)
    .filter((entry) => existsSync(join(POSTGRES_ROOT, entry, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version && join(POSTGRES_ROOT, version, 'bin');
}

/** Whether a Varnish module is installed (in /usr/lib/<architecture>/varnish/vmods on Debian). */
const hasVmod = (name) =>
  existsSync('/usr/lib') &&
  readdirSync('/usr/lib').some((entry) => existsSync(join('/usr/lib', entry, 'varnish/vmods', `libvmod_${name}.so`)));

/** The servers the tests start, by Debian package, and how to tell that one is installed. */
const SERVERS = {
  postgresql: () => Boolean(postgresBin()),
  'redis-server': () => existsSync('/usr/bin/redis-server'),
  varnish: () => existsSync('/usr/sbin/varnishd'),
  'varnish-modules': () => hasVmod('xkey'),
};

/**
 * Makes sure the named servers (Debian packages, default: PostgreSQL and Redis) are installed: with apt-get
 * when missing and allowed (root on Debian or Ubuntu), else an error that says what to install. Called by
 * `npm test` before the first test, and by startPostgres()/startRedis() for a test run on its own.
 */
export function requireServices(packages = Object.keys(SERVERS)) {
  const missing = packages.filter((name) => !SERVERS[name]());
  if (missing.length === 0) return;
  if (!canAptInstall()) {
    throw new Error(
      `The tests need ${missing.join(' and ')}, which is not installed: Debian/Ubuntu: apt-get install ${missing.join(' ')}; elsewhere install them with your system's packages (postgres under /usr/lib/postgresql/<version>/bin, redis-server in /usr/bin, varnishd in /usr/sbin with varnish-modules' xkey).`,
    );
  }
  aptInstall(missing, 'for the tests');
}

async function waitFor(check, what, handle, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${what} exited:\n${handle.output.join('\n')}`);
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A private PostgreSQL: a new cluster in a temporary folder on a free loopback port, database
 * `tessera`, user `tessera` (trust on loopback). PostgreSQL refuses to run as root, so as root it
 * runs as the `postgres` user of Debian's package. `stop()` ends it and deletes the folder.
 */
export async function startPostgres(group = new ProcessGroup({ quiet: true })) {
  requireServices(['postgresql']);
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(dir, uid, gid);
  }
  const command = (name, args) => (asRoot ? [RUNUSER, ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args]);
  const dataDir = join(dir, 'data');
  execFileSync(...command('initdb', ['-D', dataDir, '-U', 'tessera', '--auth=trust', '-E', 'UTF8', '--no-sync']), { stdio: 'pipe' });
  const port = await freePort();
  const server = group.start(
    'postgres',
    ...command('postgres', ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']),
  );
  const adminUrl = `postgres://tessera@127.0.0.1:${port}/postgres`;
  await waitFor(
    async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query('CREATE DATABASE tessera');
      } finally {
        await client.end();
      }
    },
    'PostgreSQL',
    server,
  );
  return {
    url: `postgres://tessera@127.0.0.1:${port}/tessera`,
    stop: async () => {
      await group.stop('postgres');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A private Redis on a free loopback port, persisting nothing. */
export async function startRedis(group = new ProcessGroup({ quiet: true })) {
  requireServices(['redis-server']);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-redis-'));
  const port = await freePort();
  const server = group.start('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ]);
  const { Redis } = await import('ioredis');
  await waitFor(
    async () => {
      const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      // Refused while redis-server starts: connect() rejects, which is all this needs to know.
      client.on('error', () => {});
      try {
        await client.connect();
        await client.ping();
      } finally {
        client.disconnect();
      }
    },
    'Redis',
    server,
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await group.stop('redis');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The tested VCL of docs/cdn.md. */
export const VARNISH_VCL = fileURLToPath(new URL('../../docs/deploy/varnish.vcl', import.meta.url));

/**
 * A private Varnish on `port` (loopback) with the VCL of docs/cdn.md, in front of the site at `backendPort`
 * (which may start later: Varnish answers 503 until it does), taking purges with `purgeSecret` from loopback.
 */
export async function startVarnish({ port, backendPort, purgeSecret }, group = new ProcessGroup({ quiet: true })) {
  requireServices(['varnish', 'varnish-modules']);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-varnish-'));
  const template = readFileSync(VARNISH_VCL, 'utf8');
  const vcl = template
    .replace(/(backend site \{\s*\.host = )"[^"]*";(\s*\.port = )"[^"]*";/, `$1"127.0.0.1";$2"${backendPort}";`)
    .replace('"change this secret"', JSON.stringify(purgeSecret));
  if (!vcl.includes(`"${backendPort}"`) || !vcl.includes(purgeSecret)) throw new Error(`${VARNISH_VCL}: no backend or secret to set`);
  writeFileSync(join(dir, 'tessera.vcl'), vcl);
  // varnishd reads the VCL as its own unprivileged user (a throw-away secret: the test's own).
  chmodSync(dir, 0o755);
  const server = group.start('varnish', '/usr/sbin/varnishd', [
    '-F',
    '-n',
    join(dir, 'work'),
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    join(dir, 'tessera.vcl'),
    '-s',
    'malloc,64m',
    '-T',
    'none',
  ]);
  // Any answer will do (a 503 while the site is not up yet): Varnish has compiled the VCL and listens.
  await waitFor(() => fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD', signal: AbortSignal.timeout(2000) }), 'Varnish', server, 60_000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await group.stop('varnish');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
