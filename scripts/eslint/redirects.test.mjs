// tessera/checked-redirects holds: the project's ESLint configuration (what `npm run check` runs) fails a redirect or
// a Location header whose address does not come from safeRedirect(), and passes checked and fixed ones. The files are
// linted as text under the paths given; none of them is written.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SLOW = { timeout: 30_000 };
let eslint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
}, 120_000);

/** The lines of `code` (a route handler in the site) that break the rule. */
async function unchecked(code, filePath = 'apps/site/src/app/api/redirect-probe/route.ts') {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.filter((message) => message.ruleId === 'tessera/checked-redirects').map((message) => message.line);
}

const prelude = [
  "import { redirect, permanentRedirect } from 'next/navigation';",
  "import { NextResponse } from 'next/server';",
  "import { safeRedirect } from '@/lib/security/redirect';",
  'declare const href: (path: string) => string;',
].join('\n');

describe('tessera/checked-redirects', SLOW, () => {
  it('fails every way of sending a visitor to an address read from the request', async () => {
    const lines = await unchecked(
      [
        prelude,
        'export function GET(request: Request) {',
        "  const to = new URL(request.url).searchParams.get('to') ?? '/';",
        '  if (to.length === 1) redirect(to);', // 7
        '  if (to.length === 2) permanentRedirect(`/${to}`);', // 8
        '  if (to.length === 3) return NextResponse.redirect(new URL(to, request.url));', // 9
        '  if (to.length === 4) return Response.redirect(to, 302);', // 10
        '  if (to.length === 5) return new Response(null, { status: 302, headers: { Location: to } });', // 11
        '  const headers = new Headers({ location: to });', // 12
        "  headers.set('Location', to);", // 13
        '  return new Response(null, { status: 302, headers });',
        '}',
      ].join('\n'),
    );
    expect(lines).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('fails a Location header written by the custom server', async () => {
    const code = [
      "import type { ServerResponse } from 'node:http';",
      'export const send = (response: ServerResponse, to: string) => response.writeHead(302, { location: to }).end();',
    ].join('\n');
    expect(await unchecked(code, 'apps/site/server-probe.ts')).toEqual([2]);
  });

  it('passes addresses from safeRedirect() and addresses fixed by the code', async () => {
    const lines = await unchecked(
      [
        prelude,
        'export function GET(request: Request) {',
        "  const to = new URL(request.url).searchParams.get('to');",
        "  if (to === '1') redirect(safeRedirect(to, '/'));",
        "  if (to === '2') redirect(`${href('/account/sign-in')}?next=${href('/account/profile')}`);",
        "  if (to === '3') return NextResponse.redirect(new URL(safeRedirect(to, '/'), request.url));",
        "  if (to === '4') return new Response(null, { status: 303, headers: { Location: '/' } });",
        "  return new Response(null, { status: 302, headers: { location: safeRedirect(to, '/') } });",
        '}',
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
