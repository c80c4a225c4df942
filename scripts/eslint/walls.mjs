// The walls between Tessera's layers, as lint rules (docs/architecture.md, "Layers and the rules between them").
// Each wall is a rule of its own, so that a wrong import fails `npm run check` with the wall's name beside it:
// walls/layers, walls/feature-dependencies, walls/no-test-code, walls/blocks-standalone, walls/sections-standalone,
// walls/cms-through-blocks, walls/client-islands. Paths are matched after the import is resolved (eslint-plugin-import's
// no-restricted-paths), so `@/…`, relative and package imports are judged alike.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import { clientIslandsRule } from './client-islands.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SITE = 'apps/site/src';
const restrictedPaths = importPlugin.rules['no-restricted-paths'];

/** The site's layers, top first: each may import those below it, never those above. */
const LAYERS = [
  { name: 'the proxy', files: `${SITE}/*.{ts,tsx}` },
  { name: 'app', files: `${SITE}/app/**` },
  { name: 'components', files: `${SITE}/components/**` },
  { name: 'features', files: `${SITE}/features/**` },
  { name: 'lib', files: `${SITE}/lib/**` },
];
const LAYER_ORDER = 'proxy → app → components → features → lib → @tessera/blocks';

/**
 * The features a feature may import, besides itself (none unless listed here). Each edge is a real composition:
 * a form has a phone field, form submissions and orders belong to the signed-in member, the map moves with the
 * site's durations and writes its locations' structured data from its own props. Adding one is a design decision:
 * the graph stays small and without cycles.
 */
export const FEATURE_DEPENDENCIES = {
  forms: ['phone', 'account'],
  payments: ['account'],
  maps: ['motion', 'seo'],
};

/** Files that only tests use: tests themselves, and the helpers and fixtures written for them. */
const TESTS = ['**/*.test.*', '**/*.spec.*'];
const TEST_HELPERS = ['**/testing.{ts,mjs}', '**/testing/**', '**/fixtures.ts'];
/** Benchmarks beside the code they measure (a feature's `bench/`): development tools, like tests, never built. */
const BENCHES = ['**/bench/**'];
const TEST_PACKAGES = ['vitest', '@vitest', '@playwright', 'playwright', 'playwright-core', 'fast-check', '@axe-core'].map(
  (name) => `node_modules/${name}/**`,
);
/** Code that is built, deployed or installed: the site, the blocks package, the CMS's set-up and extensions. */
const PRODUCT = [
  `${SITE}/**`,
  'packages/blocks/src/**',
  'packages/redirects/src/**',
  'packages/sections/src/**',
  'apps/cms/src/**',
  'apps/cms/extensions/**',
];

const features = readdirSync(`${root}/${SITE}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = (list) => ['error', { basePath: root, zones: list }];

const layerZones = LAYERS.slice(1).map((layer, index) => {
  const above = LAYERS.slice(0, index + 1).reverse();
  const names = above.map((higher) => higher.name);
  return {
    target: layer.files,
    from: above.map((higher) => higher.files),
    message: `${layer.name} must not import ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]}: layers run one way, ${LAYER_ORDER}.`,
  };
});

const featureZones = features.map((feature) => {
  const allowed = FEATURE_DEPENDENCIES[feature] ?? [];
  return {
    target: `${SITE}/features/${feature}/**`,
    from: `${SITE}/features/!(${[feature, ...allowed].join('|')})/**`,
    message:
      `features/${feature} may import ${allowed.length ? `only the features ${allowed.join(', ')}` : 'no other feature'} ` +
      '(FEATURE_DEPENDENCIES in scripts/eslint/walls.mjs); what two features share belongs in lib, what composes them above.',
  };
});

export const walls = [
  {
    // One resolver set-up for every file (eslint-config-next's, with the site's `@/` paths): the resolver
    // re-reads its projects whenever its options change from one file to the next.
    settings: {
      'import/resolver': {
        [createRequire(import.meta.url).resolve('eslint-import-resolver-typescript')]: {
          alwaysTryTypes: true,
          project: [
            `${root}/apps/site/tsconfig.json`,
            `${root}/packages/blocks/tsconfig.json`,
            `${root}/packages/sections/tsconfig.json`,
            `${root}/tsconfig.json`,
          ],
        },
      },
    },
    plugins: {
      walls: {
        rules: {
          layers: restrictedPaths,
          'feature-dependencies': restrictedPaths,
          'no-test-code': restrictedPaths,
          'blocks-standalone': restrictedPaths,
          'sections-standalone': restrictedPaths,
          'cms-through-blocks': restrictedPaths,
          'client-islands': clientIslandsRule({ root, siteSource: SITE }),
        },
      },
    },
  },
  {
    files: [`${SITE}/**`],
    rules: {
      'walls/layers': zones(layerZones),
      'walls/feature-dependencies': zones(featureZones),
      'walls/client-islands': 'error',
    },
  },
  {
    files: PRODUCT,
    ignores: [...TESTS, ...TEST_HELPERS, ...BENCHES],
    rules: {
      'walls/no-test-code': zones([
        {
          target: '.',
          from: ['scripts/**', 'e2e/**', ...TESTS, ...TEST_HELPERS, ...BENCHES, ...TEST_PACKAGES],
          message: 'Product code never imports scripts/, e2e/, benchmarks, tests, test helpers or test frameworks.',
        },
      ]),
    },
  },
  {
    files: TEST_HELPERS.map((helpers) => PRODUCT.map((tree) => tree.replace('/**', `/${helpers}`))).flat(),
    rules: {
      'walls/no-test-code': zones([
        {
          target: '.',
          from: ['scripts/**', 'e2e/**'],
          message: 'A test helper in the product tree never imports scripts/ or e2e/ (they stay out of the product build).',
        },
      ]),
    },
  },
  {
    files: ['packages/blocks/**', 'packages/redirects/**'],
    rules: {
      'walls/blocks-standalone': zones([
        {
          target: '.',
          from: ['node_modules/next/**', 'node_modules/@next/**', 'apps/**'],
          message:
            '@tessera/blocks knows neither Next.js nor the site: it renders blocks for any React app and for the CMS (so does @tessera/redirects, shared by the proxy and the CMS).',
        },
      ]),
    },
  },
  {
    files: ['packages/sections/**'],
    rules: {
      'walls/sections-standalone': zones([
        {
          target: '.',
          from: ['node_modules/next/**', 'node_modules/@next/**', 'node_modules/next-intl/**', 'apps/**'],
          message:
            '@tessera/sections knows neither Next.js nor the site: a section gets what it needs of the site through its kit (packages/sections/src/kit.ts).',
        },
      ]),
    },
  },
  {
    files: ['apps/cms/**'],
    ignores: TESTS,
    rules: {
      'walls/cms-through-blocks': zones([
        {
          target: '.',
          from: ['apps/site/**'],
          message:
            'The CMS workspace reaches the site only through its packages (@tessera/blocks, @tessera/redirects, @tessera/sections): it is installed into Directus on its own.',
        },
      ]),
    },
  },
  // What a workspace's product code imports, its package.json declares: each image installs only its workspace's
  // own dependencies (the Dockerfile's site and set-up targets), so an import that resolves here only through
  // another workspace's or the root's packages fails in production. Type-only imports are not installed, so not checked.
  ...[
    { files: [`${SITE}/**`, 'apps/site/*.ts'], packageDir: 'apps/site' },
    { files: ['apps/cms/src/**', 'apps/cms/extensions/**'], packageDir: 'apps/cms' },
    { files: ['packages/blocks/src/**'], packageDir: 'packages/blocks' },
    { files: ['packages/redirects/src/**'], packageDir: 'packages/redirects' },
    { files: ['packages/sections/src/**'], packageDir: 'packages/sections' },
  ].map(({ files, packageDir }) => ({
    files,
    ignores: [...TESTS, ...TEST_HELPERS, ...BENCHES],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        { packageDir: `${root}/${packageDir}`, devDependencies: true, peerDependencies: true },
      ],
    },
  })),
];
