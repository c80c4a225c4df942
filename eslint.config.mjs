import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { checkedRedirectsRule } from './scripts/eslint/redirects.mjs';
import { walls } from './scripts/eslint/walls.mjs';

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '**/next-env.d.ts',
      '.scratch/**',
    ],
  },
  ...nextVitals,
  ...nextTypeScript,
  {
    settings: { next: { rootDir: 'apps/site' } },
    rules: {
      // Images go through the site's own asset route with Directus's transformations, not next/image.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: ['apps/site/src/**'],
    // next-intl's own configuration, which its server entry still loads.
    ignores: ['apps/site/src/lib/i18n/request.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl/server',
              message:
                "Use '@/lib/i18n/server': its translators and formatters share one Intl cache for the process, next-intl/server's build theirs per request.",
            },
          ],
        },
      ],
    },
  },
  // The layers and the rules between them (docs/architecture.md).
  ...walls,
  // Every redirect's address passes the site's one check (src/lib/security/redirect.ts).
  {
    files: ['apps/site/src/**', 'apps/site/*.ts'],
    ignores: ['**/*.test.*'],
    plugins: { tessera: { rules: { 'checked-redirects': checkedRedirectsRule } } },
    rules: { 'tessera/checked-redirects': 'error' },
  },
];

export default config;
