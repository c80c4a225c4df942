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
