import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './apt.mjs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The whole Chromium, which benchmarks, screenshots and the tests of the browser's own settings launch: CHROMIUM_PATH,
 * else a system Chromium, installed with apt-get when missing and running as root on Debian or Ubuntu. Returns
 * undefined to let Playwright use its own browser (after `npx playwright install chromium`) everywhere else.
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
 * The browsers the browser tests launch, as the variables they read. CHROMIUM_PATH, when set, is used for every test.
 * Else most tests run in Debian's `chromium-headless-shell` (CHROMIUM_PATH): Chromium's headless build without the
 * browser's own interface, the same engine from the same Debian source, for about a fifth less time per test (two
 * spec files of 25 tests: 115 s with the whole browser, 90 s with the shell, measured twice, 2026-11-28). The tests of
 * what only the whole browser has (its setting that blocks third-party cookies) launch CHROMIUM_BROWSER_PATH. What is
 * missing of the two is installed in one apt-get run.
 */
export function testBrowsers() {
  if (process.env.CHROMIUM_PATH) return { CHROMIUM_PATH: process.env.CHROMIUM_PATH };
  const missing = [
    ...(existsSync(headlessShell) ? [] : ['chromium-headless-shell']),
    ...(candidates.some((path) => existsSync(path)) ? [] : ['chromium']),
  ];
  if (missing.length > 0 && canAptInstall()) aptInstall(missing, 'for the browser tests');
  const browser = findChromium({ install: false });
  const shell = existsSync(headlessShell) ? headlessShell : browser;
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
