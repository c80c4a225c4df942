import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { aptInstall, canAptInstall } from './apt.mjs';
import { freePort } from './free-port.mjs';
import { ProcessGroup } from './processes.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
const NGINX = '/usr/sbin/nginx';
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
  // The throughput benchmark's reference: a static-file server answering the same bytes (scripts/bench/static-limit.mjs).
  nginx: () => existsSync(NGINX),
};
/** What the tests need; nginx is for the benchmarks alone. */
const TEST_SERVERS = ['postgresql', 'redis-server', 'varnish', 'varnish-modules'];

/**
 * Makes sure the named servers (Debian packages, default: PostgreSQL and Redis) are installed: with apt-get
 * when missing and allowed (root on Debian or Ubuntu), else an error that says what to install. Called by
 * `npm test` before the first test, and by startPostgres()/startRedis() for a test run on its own.
 */
export function requireServices(packages = TEST_SERVERS) {
  const missing = packages.filter((name) => !SERVERS[name]());
  if (missing.length === 0) return;
  if (!canAptInstall()) {
    throw new Error(
      `The tests need ${missing.join(' and ')}, which is not installed: Debian/Ubuntu: apt-get install ${missing.join(' ')}; elsewhere install them with your system's packages (postgres under /usr/lib/postgresql/<version>/bin, redis-server in /usr/bin, varnishd in /usr/sbin with varnish-modules' xkey, nginx in /usr/sbin).`,
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

/** A value written as an nginx string: quoted, with what nginx would read as a variable refused. */
function nginxString(value) {
  if (value.includes('$')) throw new Error(`nginx would read ${JSON.stringify(value)} as holding a variable`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * A private nginx on a free loopback port with one worker, answering each of `pages` (`path`, `headers`, and the
 * `body` with its `gzip` version) as a static file: `gzip_static` sends the stored gzip bytes to a client that accepts
 * them, with nginx's own Content-Length, ETag and Last-Modified, and the page's other headers as they are given.
 * Files in a temporary prefix, deleted by `stop()`.
 */
export async function startNginx({ pages }, group = new ProcessGroup({ quiet: true })) {
  requireServices(['nginx']);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-nginx-'));
  // The worker runs as nginx's unprivileged user when started as root: it reads the files, the master the rest.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const locations = pages.map(({ path, headers, body, gzip }, index) => {
    const file = `/pages/${index}.html`;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
    writeFileSync(join(dir, `${file}.gz`), gzip);
    const { 'content-type': contentType = 'text/html; charset=utf-8', ...rest } = headers;
    return [
      `    location = ${nginxString(path)} {`,
      `      default_type ${nginxString(contentType)};`,
      ...Object.entries(rest).map(([name, value]) => `      add_header ${nginxString(name)} ${nginxString(value)} always;`),
      `      try_files ${file} =404;`,
      '    }',
    ].join('\n');
  });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      ...temp,
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  server_tokens off;',
      '  types {}',
      // Keep-alive connections as long as Node's server keeps them (it sets no limit on their requests).
      '  keepalive_requests 1000000;',
      '  gzip_static on;',
      '  etag on;',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${dir};`,
      ...locations,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const server = group.start('nginx', NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;']);
  await waitFor(() => fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD', signal: AbortSignal.timeout(2000) }), 'nginx', server);
  return {
    url: `http://127.0.0.1:${port}`,
    /** The master's process id (its one worker is its child). */
    pid: server.child.pid,
    stop: async () => {
      await group.stop('nginx');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
