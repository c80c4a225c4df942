import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './apt.mjs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else a system Chromium, installed with
 * apt-get when missing and running as root on Debian or Ubuntu. Returns undefined to let
 * Playwright use its own browser (after `npx playwright install chromium`) everywhere else.
 */
export function findChromium({ install = true } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (install && canAptInstall()) {
    aptInstall(['chromium'], 'for the browser tests');
    return candidates.find((path) => existsSync(path));
  }
  return undefined;
}

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (installed with apt-get
 * when missing, as `findChromium` installs `chromium`), else `findChromium()`. The shell is Chromium's headless build
 * without the browser's own interface: the same engine, from the same Debian source, for about a fifth less time per
 * test (two spec files of 25 tests: 115 s with the whole browser, 90 s with the shell, measured twice, 2026-11-28).
 * Benchmarks and screenshots keep the whole browser, which visitors run, and so do the tests of what only the whole
 * browser has (its setting that blocks third-party cookies): they launch `CHROMIUM_BROWSER_PATH` (`testBrowsers`).
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (!existsSync(headlessShell) && canAptInstall()) aptInstall(['chromium-headless-shell'], 'for the browser tests');
  return existsSync(headlessShell) ? headlessShell : findChromium();
}

/** The variables the browser tests read: the headless shell most run in, and the whole browser. */
export function testBrowsers() {
  const shell = findTestChromium();
  const browser = findChromium();
  return { ...(shell ? { CHROMIUM_PATH: shell } : {}), ...(browser ? { CHROMIUM_BROWSER_PATH: browser } : {}) };
}

/** Flags for a headless Chromium that makes no network request of its own. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Blocks third-party cookies, as Safari does by default and Chrome users may choose: the switch Chromium keeps for
 * testing its third-party cookie phase-out (the same as Settings → Privacy → "Block third-party cookies"). A cookie
 * set inside a frame of another site is then dropped unless it is partitioned (CHIPS).
 */
export const BLOCK_THIRD_PARTY_COOKIES = '--test-third-party-cookie-phaseout';
