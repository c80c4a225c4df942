import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const colours = { cms: 35, site: 36, mail: 33 };

/** Prefixes every output line of a child with its name, so two servers can share one terminal. */
function pipeLines(stream, name, target) {
  const prefix = process.stdout.isTTY ? `\x1b[${colours[name] ?? 90}m${name.padEnd(4)}\x1b[0m │ ` : `${name} │ `;
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix}${line}\n`));
}

/**
 * Starts long-running child processes and keeps them together: when one exits unexpectedly the
 * others are stopped and `onCrash` is told which one failed, and `stopAll` ends them all.
 */
export class ProcessGroup {
  #children = new Map();
  #stopping = false;

  constructor({ onCrash, quiet = false } = {}) {
    this.onCrash = onCrash;
    this.quiet = quiet;
  }

  start(name, command, args, { env, cwd } = {}) {
    // A second child of the same name would take the first's place here, and stopAll would leave the first running.
    if (this.#children.has(name)) throw new Error(`A process named ${name} is already running`);
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    const output = [];
    const remember = (line) => {
      output.push(line);
      if (output.length > 200) output.shift();
    };
    createInterface({ input: child.stdout }).on('line', remember);
    createInterface({ input: child.stderr }).on('line', remember);
    if (!this.quiet) {
      pipeLines(child.stdout, name, process.stdout);
      pipeLines(child.stderr, name, process.stderr);
    }
    const exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.#children.delete(name);
        resolve({ code, signal });
        if (!this.#stopping && !handle.expected) this.onCrash?.({ name, code, signal, output: output.slice(-40) });
      });
    });
    const handle = { name, child, exited, output };
    this.#children.set(name, handle);
    return handle;
  }

  /** Stops every child (its whole process group), escalating to SIGKILL after a grace period. */
  async stopAll(graceMs = 8000) {
    this.#stopping = true;
    await Promise.all([...this.#children.values()].map((handle) => terminate(handle, graceMs)));
  }

  /** The process id of the running child of that name, or undefined. */
  pid(name) {
    return this.#children.get(name)?.child.pid;
  }

  /** Whether a child of that name is running. */
  has(name) {
    return this.#children.has(name);
  }

  /** Stops one child on purpose (no crash report); the others keep running. */
  async stop(name, graceMs = 8000) {
    const handle = this.#children.get(name);
    if (!handle) return;
    handle.expected = true;
    await terminate(handle, graceMs);
  }
}

function terminate({ child, exited }, graceMs) {
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  return exited.finally(() => clearTimeout(timer));
}

function signalGroup(child, signal) {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to completion, with its output shown or kept for the error message. */
export function run(command, args, { env, cwd, quiet = false, label = command } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${label} failed with exit code ${code}${output ? `:\n${output.slice(-4000)}` : ''}`));
    });
  });
}

/** Polls a URL until it answers 2xx, failing early if the process behind it exits. */
export async function waitForHttp(url, { timeoutMs = 120_000, process: handle } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${handle.name} exited before ${url} answered:\n${handle.output.join('\n')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
