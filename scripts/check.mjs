// `npm run check`: TypeScript, ESLint and Prettier, side by side. Each keeps about one core busy and none writes what
// another reads (the type check's only output is the blocks and redirects packages' dist/, which ESLint and Prettier
// ignore), so on two cores the three take about as long as the type check alone. Each one's output is shown when it
// has finished, under its name.
import { binOf, npm, runCommand } from './lib/commands.mjs';
import { requireNode22 } from './lib/node-version.mjs';

requireNode22();
const checks = [
  { name: 'TypeScript (npm run typecheck)', command: npm[0], args: [...npm[1], 'run', '--silent', 'typecheck'] },
  { name: 'ESLint', command: process.execPath, args: [binOf('eslint'), '.'] },
  { name: 'Prettier', command: process.execPath, args: [binOf('prettier'), '--check', '.'] },
];
const results = await Promise.all(
  checks.map(async (check) => {
    const started = Date.now();
    const { code, output } = await runCommand(check.command, check.args, { capture: true });
    return { ...check, code, output, seconds: ((Date.now() - started) / 1000).toFixed(0) };
  }),
);
for (const { name, code, output, seconds } of results) {
  console.log(`\n${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = results.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failed.length > 0) console.error(`\nFailed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
