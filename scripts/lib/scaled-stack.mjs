import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmsRoot, directusCommand, embeddedDirectusEnv } from '../../apps/cms/src/directus.mjs';
import { withSetupLock } from '../../apps/cms/src/setup-lock.mjs';
import { setupCms } from '../../apps/cms/src/setup.mjs';
import { throwawaySecrets } from './env-file.mjs';
import { freePort } from './free-port.mjs';
import { startLoadBalancer } from './load-balancer.mjs';
import { ProcessGroup, run, waitForHttp } from './processes.mjs';
import { requireServices, startPostgres, startRedis } from './services.mjs';
import { buildSite, startSite } from './stack.mjs';

/**
 * Tessera scaled out on loopback, for the scale test and the load benchmark: PostgreSQL and Redis,
 * `instances` Directus processes on one database behind a load balancer, and `instances` site
 * servers (`next start` of one production build) sharing Redis behind another. Directus's
 * revalidation hook calls the site's balancer, as it would call the public site.
 *
 * `siteEnv` adds to the site servers' environment (a test's CDN purge stand-in). Returns the balancers' URLs, each instance's URL with `stop()`/`start()` for failure tests, the
 * credentials, and `stop()` for everything (temporary folders deleted).
 */
export async function startScaledStack({ instances = 2, seed = true, siteEnv = {}, log = () => {} } = {}) {
  requireServices();
  const group = new ProcessGroup({
    quiet: true,
    onCrash: ({ name, code, output }) => console.error(`scaled stack: ${name} exited (${code}):\n${output.join('\n')}`),
  });
  const cleanups = [];
  // PostgreSQL and Redis go last (after every process using them), folders and all.
  const services = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await group.stopAll();
    for (const service of services) await service.stop();
  };
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-scaled-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    log('Starting PostgreSQL and Redis');
    // Settled, not Promise.all: when one fails, the other may still be starting, and must be stopped too.
    const started = await Promise.allSettled([startPostgres(group), startRedis(group)]);
    for (const result of started) if (result.status === 'fulfilled') services.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [postgres, redis] = services;
    const secrets = throwawaySecrets();
    const ports = {
      cms: await Promise.all(Array.from({ length: instances }, freePort)),
      site: await Promise.all(Array.from({ length: instances }, freePort)),
    };
    const cmsUrls = ports.cms.map((port) => `http://127.0.0.1:${port}`);
    const siteUrls = ports.site.map((port) => `http://127.0.0.1:${port}`);
    const [cmsBalancer, siteBalancer] = await Promise.all([
      startLoadBalancer({ upstreams: cmsUrls }),
      startLoadBalancer({ upstreams: siteUrls }),
    ]);
    cleanups.push(cmsBalancer.close, siteBalancer.close);

    const directusEnv = (port) => ({
      ...embeddedDirectusEnv({
        dataDir,
        port,
        secret: secrets.DIRECTUS_SECRET,
        adminEmail: 'admin@example.com',
        adminPassword: secrets.ADMIN_PASSWORD,
        adminToken: secrets.DIRECTUS_ADMIN_TOKEN,
        siteUrl: siteBalancer.url,
        revalidateSecret: secrets.REVALIDATE_SECRET,
        scaled: { postgresUrl: postgres.url, redisUrl: redis.url },
      }),
      // This machine runs the whole deployment on two cores: Directus's overload guard (503 when its
      // event loop lags) would measure the machine, not the deployment.
      PRESSURE_LIMITER_ENABLED: 'false',
    });
    // Every instance bootstraps and sets up as if started on its own, all at once: the advisory
    // lock lets one apply and the others find nothing left to do.
    log(`Bootstrapping ${instances} Directus processes at once`);
    await Promise.all(
      ports.cms.map((port) =>
        withSetupLock(postgres.url, () =>
          run(...directusCommand('bootstrap'), { env: directusEnv(port), cwd: cmsRoot, quiet: true, label: 'directus bootstrap' }),
        ),
      ),
    );
    const building = buildSite({ quiet: true });
    building.catch(() => {});
    const startCms = async (index) => {
      const handle = group.start(`cms${index + 1}`, ...directusCommand('start'), { env: directusEnv(ports.cms[index]), cwd: cmsRoot });
      await waitForHttp(`${cmsUrls[index]}/server/ping`, { process: handle });
    };
    await Promise.all(ports.cms.map((_, index) => startCms(index)));
    log('Applying the schema, permissions and demo content from every process at once');
    await Promise.all(
      cmsUrls.map((url) =>
        withSetupLock(postgres.url, () =>
          setupCms({ url, adminToken: secrets.DIRECTUS_ADMIN_TOKEN, siteToken: secrets.DIRECTUS_TOKEN, seed }),
        ),
      ),
    );

    await building;
    log(`Starting ${instances} site servers`);
    const startSiteInstance = (index) =>
      startSite(group, `site${index + 1}`, {
        port: ports.site[index],
        hostname: '127.0.0.1',
        env: {
          DIRECTUS_URL: cmsBalancer.url,
          DIRECTUS_TOKEN: secrets.DIRECTUS_TOKEN,
          SITE_URL: siteBalancer.url,
          REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
          REDIS_URL: redis.url,
          // As behind a CDN and a load balancer that each append to X-Forwarded-For: the tests play
          // the CDN, giving each simulated visitor an address of its own.
          TRUST_PROXY: '2',
          MAPS_GEOCODER_URL: 'off',
          IP_COUNTRY_LOOKUP_URL: 'off',
          ...siteEnv,
        },
      });
    await Promise.all(ports.site.map((_, index) => startSiteInstance(index)));
    const control = (name, restart) => ({ stop: () => group.stop(name), start: restart });
    return {
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      cmsUrl: cmsBalancer.url,
      siteUrl: siteBalancer.url,
      secrets,
      directus: cmsUrls.map((url, index) => ({ url, ...control(`cms${index + 1}`, () => startCms(index)) })),
      sites: siteUrls.map((url, index) => ({ url, ...control(`site${index + 1}`, () => startSiteInstance(index)) })),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
