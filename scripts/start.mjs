// `npm start` (production build) and `npm run dev` (hot reloading): the embedded Directus and the site.
import { join, resolve } from 'node:path';
import { loadLocalSecrets, randomSecret } from './lib/env-file.mjs';
import { requireNode22 } from './lib/node-version.mjs';
import { repoRoot, startStack } from './lib/stack.mjs';

requireNode22();
const dev = process.argv.includes('--dev');
const env = process.env;
const { values: secrets, added } = loadLocalSecrets(join(repoRoot, '.env.local'), {
  ADMIN_PASSWORD: () => randomSecret(12),
  DIRECTUS_SECRET: () => randomSecret(32),
  DIRECTUS_ADMIN_TOKEN: () => randomSecret(24),
  DIRECTUS_TOKEN: () => randomSecret(24),
  REVALIDATE_SECRET: () => randomSecret(24),
  PREVIEW_SECRET: () => randomSecret(24),
});
const adminEmail = env.ADMIN_EMAIL || 'admin@example.com';
const directusPort = Number(env.DIRECTUS_PORT || 8055);
const sitePort = Number(env.SITE_PORT || 3000);
const mailPorts = { smtp: Number(env.MAIL_CATCHER_SMTP_PORT || 1025), http: Number(env.MAIL_CATCHER_PORT || 8025) };

let stack;
let stopping = false;
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
/** The step under way, named again every 10 s while it lasts, so a first run (a site build of minutes) never looks stuck. */
let step = { name: '', since: started };
const ticker = setInterval(() => console.log(`  … still working (${seconds(step.since)}): ${step.name}`), 10_000);
ticker.unref();
const say = (message) => {
  step = { name: message.replace(/ \(.*\)$/, ''), since: Date.now() };
  ticker.refresh();
  console.log(`\x1b[1m›\x1b[0m ${message} \x1b[2m(${seconds(started)})\x1b[0m`);
};

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (added.length > 0) say(`Generated ${added.join(', ')} in .env.local`);
  stack = await startStack({
    dataDir: env.TESSERA_DATA_DIR ? resolve(repoRoot, env.TESSERA_DATA_DIR) : join(repoRoot, 'data'),
    directusPort,
    sitePort,
    secrets,
    adminEmail,
    dev,
    mailPorts,
    onStep: say,
    onCrash: ({ name, code, signal, output }) => {
      if (stopping) return;
      const what = name === 'cms' ? 'Directus' : 'The site';
      const other = name === 'cms' ? 'the site' : 'Directus';
      console.error(`\n✖ ${what} stopped unexpectedly (${signal ?? `exit code ${code}`}). Stopping ${other}.`);
      if (output.length > 0) console.error(`Its last output:\n${output.slice(-15).join('\n')}`);
      stop(1);
    },
  });
  clearInterval(ticker);
  console.log(`
\x1b[1mTessera is running${dev ? ' in development mode' : ''}.\x1b[0m
  Site:      ${stack.siteUrl}
  Directus:  ${stack.directusUrl}/admin
             sign in as ${adminEmail} with password ${secrets.ADMIN_PASSWORD}
  E-mails:   ${stack.mailUrl ?? 'sent with the EMAIL_* settings of the environment'}${stack.mailUrl ? ' (captured here, nothing is delivered)' : ''}
  Press Ctrl-C to stop both.
`);
} catch (error) {
  console.error(`\n✖ Tessera could not start: ${error.message}`);
  await stop(1);
}
