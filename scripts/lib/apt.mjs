import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether missing system packages can be installed here: root on Debian or Ubuntu (apt-get). */
export const canAptInstall = () => process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** Installs Debian packages (as CI and the test set-up do on a clean machine). */
export function aptInstall(packages, why) {
  console.log(`Installing ${packages.join(', ')} with apt-get ${why}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  // Waits for another apt-get (a second test run installing its own packages) instead of failing on its lock.
  execFileSync('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
