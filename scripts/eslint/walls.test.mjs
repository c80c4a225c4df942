// The walls of docs/architecture.md hold: the project's ESLint configuration (what `npm run check` runs) fails a
// deliberately wrong import with the rule named for its wall, and passes the right ones. The files are linted as
// text under the paths given; none of them is written.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// Linting resolves every import against the workspace's tsconfig files, slow at first on a busy machine.
const SLOW = { timeout: 30_000 };
let eslint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: `${root}/apps/site/src/lib/wall-probe.ts` });
}, 120_000);

/** The walls rules a module at `filePath` with `code` breaks, as "rule: message" lines. */
async function wallsBroken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('walls/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('a wrong import fails the check with its wall named', SLOW, () => {
  it('lib never imports features or components (walls/layers)', async () => {
    const broken = await wallsBroken(
      'apps/site/src/lib/wall-probe.ts',
      "import type { SeoDefaults } from '@/features/seo/metadata';\nimport { PostCard } from '../components/PostCard';\nexport const probe: [SeoDefaults?, unknown?] = [undefined, PostCard];\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/^walls\/layers: .*"@\/features\/seo\/metadata".* lib must not import features, components, app or the proxy/),
      expect.stringMatching(/^walls\/layers: .*"\.\.\/components\/PostCard".* lib must not import features/),
    ]);
  });

  it('product code never imports scripts/, e2e/ or test helpers (walls/no-test-code)', async () => {
    const broken = await wallsBroken(
      'apps/site/src/features/payments/server/wall-probe.ts',
      [
        "import { startStripeStub } from '../../../../../../scripts/lib/stripe-stub.mjs';",
        "import { stack } from '../../../../../../e2e/stack';",
        "import { cspDirective } from '@/lib/security/testing';",
        "import { expect } from 'vitest';",
        'export const probe = [startStripeStub, stack, cspDirective, expect];',
      ].join('\n'),
    );
    expect(broken).toHaveLength(4);
    for (const line of broken)
      expect(line).toMatch(/^walls\/no-test-code: .*Product code never imports scripts\/, e2e\/, benchmarks, tests, test helpers/);
  });

  it('a test helper in the product tree never imports scripts/ (walls/no-test-code)', async () => {
    const broken = await wallsBroken(
      'apps/site/src/features/payments/server/testing.ts',
      "import type { StubIntent } from '../../../../../../scripts/lib/stripe-stub.mjs';\nexport type Probe = StubIntent;\n",
    );
    expect(broken).toEqual([expect.stringMatching(/^walls\/no-test-code: .*never imports scripts\/ or e2e\//)]);
  });

  it('the blocks package imports neither Next.js nor the site (walls/blocks-standalone)', async () => {
    const broken = await wallsBroken(
      'packages/blocks/src/wall-probe.ts',
      "import Link from 'next/link';\nimport { getSiteChrome } from '../../../apps/site/src/lib/site';\nexport const probe = [Link, getSiteChrome];\n",
    );
    expect(broken).toHaveLength(2);
    for (const line of broken) expect(line).toMatch(/^walls\/blocks-standalone: .*@tessera\/blocks knows neither Next\.js nor the site/);
  });

  it('the sections package imports neither Next.js nor the site (walls/sections-standalone)', async () => {
    const broken = await wallsBroken(
      'packages/sections/src/types/wall-probe/Probe.tsx',
      "import Link from 'next/link';\nimport { AssetImage } from '../../../../../apps/site/src/lib/AssetImage';\nexport const probe = [Link, AssetImage];\n",
    );
    expect(broken).toHaveLength(2);
    for (const line of broken)
      expect(line).toMatch(/^walls\/sections-standalone: .*@tessera\/sections knows neither Next\.js nor the site/);
  });

  it('a client island never imports server-only modules (walls/client-islands)', async () => {
    const broken = await wallsBroken(
      'apps/site/src/features/video/WallProbe.tsx',
      [
        "'use client';",
        "import 'server-only';",
        "import { videoServer } from './server/video-server';",
        "import { getPost } from '@/lib/content';",
        "import { Video } from './Video';",
        'export const probe = [videoServer, getPost, Video];',
      ].join('\n'),
    );
    expect(broken).toEqual([
      expect.stringMatching(/^walls\/client-islands: .*"server-only" \(the marker of server-only code\)/),
      expect.stringMatching(/^walls\/client-islands: .*video-server\.ts is in a server\/ folder/),
      expect.stringMatching(/^walls\/client-islands: .*lib\/content\/index\.ts is the content module/),
      expect.stringMatching(/^walls\/client-islands: .*video\/Video\.tsx imports 'server-only'/),
    ]);
  });

  it('the CMS workspace reaches the site only through its packages (walls/cms-through-blocks)', async () => {
    const broken = await wallsBroken(
      'apps/cms/src/wall-probe.mjs',
      "import { CACHED_COLLECTIONS } from '../../site/src/lib/content/data-cache.ts';\nexport const probe = CACHED_COLLECTIONS;\n",
    );
    expect(broken).toEqual([expect.stringMatching(/^walls\/cms-through-blocks: .*only through its packages \(@tessera\/blocks/)]);
  });

  it('a workspace imports only the packages its package.json declares (its image installs no others)', async () => {
    const undeclared = async (filePath, code) => {
      const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
      return result.messages.filter((message) => message.ruleId === 'import/no-extraneous-dependencies').map((message) => message.message);
    };
    // Both resolve in the repository (the root's and the other workspace's packages), neither in the workspace's image.
    expect(
      await undeclared('apps/cms/extensions/tessera-probe/index.js', "import Redis from 'ioredis';\nexport const probe = Redis;\n"),
    ).toEqual([expect.stringMatching(/'ioredis' should be listed in the project's dependencies/)]);
    expect(await undeclared('apps/site/src/lib/probe.ts', "import pg from 'pg';\nexport const probe = pg;\n")).toEqual([
      expect.stringMatching(/'pg' should be listed in the project's dependencies/),
    ]);
    expect(
      await undeclared(
        'apps/cms/extensions/tessera-probe/index.js',
        "import { MAX_CHAIN } from '@tessera/redirects';\nexport const probe = MAX_CHAIN;\n",
      ),
    ).toEqual([]);
  });

  it('layers run one way, and a feature imports only the features it declares (walls/layers, walls/feature-dependencies)', async () => {
    expect(
      await wallsBroken(
        'apps/site/src/features/seo/wall-probe.ts',
        "import { PostCard } from '@/components/PostCard';\nexport const probe = PostCard;\n",
      ),
    ).toEqual([expect.stringMatching(/^walls\/layers: .*features must not import components, app or the proxy/)]);
    expect(
      await wallsBroken(
        'apps/site/src/components/WallProbe.tsx',
        "import { APP_ROUTES } from '../proxy';\nexport const probe = APP_ROUTES;\n",
      ),
    ).toEqual([expect.stringMatching(/^walls\/layers: .*components must not import app or the proxy/)]);
    expect(
      await wallsBroken(
        'apps/site/src/features/payments/wall-probe.ts',
        "import { SUBMIT_MESSAGES } from '@/features/forms/state';\nexport const probe = SUBMIT_MESSAGES;\n",
      ),
    ).toEqual([expect.stringMatching(/^walls\/feature-dependencies: .*features\/payments may import only the features account/)]);
  });
});

describe('a right import passes', SLOW, () => {
  it.each([
    [
      'a feature uses lib and the blocks package',
      'apps/site/src/features/seo/wall-probe.ts',
      "import { assetUrl } from '@/lib/AssetImage';\nimport { renderToHtml } from '@tessera/blocks';\nexport const probe = [assetUrl, renderToHtml];\n",
    ],
    [
      'a feature uses a feature it declares',
      'apps/site/src/features/forms/wall-probe.ts',
      "import { PHONE_MAX_LENGTH } from '@/features/phone/constants';\nimport { currentMemberId } from '@/features/account/server/session';\nexport const probe = [PHONE_MAX_LENGTH, currentMemberId];\n",
    ],
    [
      'the proxy composes features',
      'apps/site/src/wall-probe.ts',
      "import { videoCsp } from '@/features/video/csp';\nimport { responsePolicy } from '@/lib/security/policy';\nexport const probe = [videoCsp, responsePolicy];\n",
    ],
    [
      'a test uses test helpers and the stand-ins in scripts/',
      'apps/site/src/features/payments/server/wall-probe.test.ts',
      "import { startStripeStub } from '../../../../../../scripts/lib/stripe-stub.mjs';\nimport { intentEvent } from './testing';\nexport const probe = [startStripeStub, intentEvent];\n",
    ],
    [
      'a client island calls a server action and imports a type from the server',
      'apps/site/src/features/payments/WallProbe.tsx',
      "'use client';\nimport type { CheckoutResult } from './server/checkout';\nimport { startPayment } from './server/actions';\nexport const probe: [typeof startPayment, CheckoutResult?] = [startPayment];\n",
    ],
    [
      'the CMS uses the blocks package',
      'apps/cms/src/wall-probe.mjs',
      "import { validate } from '@tessera/blocks';\nexport const probe = validate;\n",
    ],
  ])('%s', async (_name, filePath, code) => {
    expect(await wallsBroken(filePath, code)).toEqual([]);
  });
});
