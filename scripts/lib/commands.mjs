import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from './stack.mjs';

const resolvePackage = createRequire(join(repoRoot, 'package.json')).resolve;

/** The JavaScript file behind a package's command-line tool, to run with this (Node 22) executable. */
export function binOf(name, bin = name) {
  const manifest = resolvePackage(`${name}/package.json`);
  const bins = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[bin]);
}

/** npm, as the running npm script was started (npm_execpath), else from the PATH. */
export const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];

/**
 * Runs a command in the repository and answers its exit code. Its output goes to the terminal, or with `capture`
 * into `output` (stdout and stderr in the order they came), for commands that run side by side and are shown one
 * after the other.
 */
export function runCommand(command, args, { env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(capture ? { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : {}), ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });
}
