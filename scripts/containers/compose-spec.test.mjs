// compose.yaml as Docker Compose reads it, without Docker: valid against the Compose Specification's JSON schema
// (compose-spec.json: schema/compose-spec.json of github.com/compose-spec/compose-spec at 170098b, Apache-2.0, the
// schema Docker Compose validates a file with), and started in the order a production deployment relies on. The
// container test runs the file with podman-compose, which checks less (docs/deploy.md, "What was tested how").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../lib/stack.mjs';

const { $schema, ...schema } = JSON.parse(readFileSync(join(repoRoot, 'scripts/containers/compose-spec.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
const text = readFileSync(join(repoRoot, 'compose.yaml'), 'utf8');

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `${NAME?error}`, `$$`. */
function interpolate(source, variables) {
  return source.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (match, name, colon, kind, rest) => {
    if (match === '$$') return '$';
    const value = variables[name];
    const missing = value === undefined || (colon === ':' && value === '');
    if (kind === '?' && missing) throw new Error(`${name}: ${rest}`);
    return kind === '-' && missing ? rest : (value ?? '');
  });
}

/** .env.example with every empty value filled in, as a team's .env. */
const filledIn = Object.fromEntries(
  readFileSync(join(repoRoot, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split(/=(.*)/s))
    .map(([name, value]) => [name, value || `${name.toLowerCase()}-value`]),
);

const errorsOf = (document) => (validate(document) ? [] : validate.errors.map((error) => `${error.instancePath} ${error.message}`));

describe('compose.yaml', () => {
  it('is valid against the Compose Specification as written, and with .env filled in', () => {
    expect($schema).toMatch(/draft-07/);
    expect(errorsOf(parse(text))).toEqual([]);
    expect(errorsOf(parse(interpolate(text, filledIn)))).toEqual([]);
  });

  it('refuses to start without the secrets .env must set', () => {
    expect(() => interpolate(text, { ...filledIn, DIRECTUS_SECRET: '' })).toThrow(/DIRECTUS_SECRET: set DIRECTUS_SECRET in \.env/);
  });

  it('starts each service once what it needs is healthy, the sites after the set-up succeeded, the proxy last', () => {
    const { services, volumes } = parse(interpolate(text, filledIn));
    const conditions = Object.fromEntries(
      Object.entries(services).map(([name, service]) => [
        name,
        Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([dependency, { condition }]) => [dependency, condition])),
      ]),
    );
    expect(conditions).toEqual({
      postgres: {},
      redis: {},
      directus: { postgres: 'service_healthy', redis: 'service_healthy' },
      setup: { directus: 'service_healthy' },
      'site-1': { redis: 'service_healthy', setup: 'service_completed_successfully' },
      'site-2': { redis: 'service_healthy', setup: 'service_completed_successfully' },
      proxy: { 'site-1': 'service_healthy', 'site-2': 'service_healthy' },
    });
    // Every service a condition waits on to be healthy has a health check (the sites' is their image's HEALTHCHECK).
    for (const name of ['postgres', 'redis', 'directus', 'proxy']) expect(services[name].healthcheck?.test, name).toBeTruthy();
    expect(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')).toMatch(/^FROM .* AS site$[\s\S]*^HEALTHCHECK[\s\S]*\/api\/health/m);
    // The set-up runs once per `up` and is never restarted, or the sites would wait for it for ever.
    expect(services.setup.restart).toBe('no');
    // Named volumes are declared; the database and the uploads outlive the containers.
    const named = Object.values(services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0])
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    expect(Object.keys(volumes)).toEqual(expect.arrayContaining(named));
    expect(named).toEqual(expect.arrayContaining(['postgres', 'uploads']));
  });

  it('builds every image from the Dockerfile, with only base images as build arguments (no secret enters a layer)', () => {
    const { services } = parse(interpolate(text, filledIn));
    const targets = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8').match(/^FROM .* AS \S+$/gm);
    for (const [name, { build }] of Object.entries(services)) {
      if (!build) continue;
      expect(build.context, name).toBe('.');
      expect(build.dockerfile, name).toBeUndefined();
      expect(targets, name).toContainEqual(expect.stringMatching(new RegExp(` AS ${build.target}$`)));
      expect(
        Object.keys(build.args ?? {}).filter((arg) => !arg.endsWith('_IMAGE')),
        name,
      ).toEqual([]);
    }
  });
});
