import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { stack } from './stack';

// Requests no visitor's browser sends, against the production build of the test stack (findings 1, 4, 5 and 7a of
// issue 37): open-redirect spellings that normalise to another host, every method on every kind of address, and
// addresses that do not decode on the routes the proxy leaves out.

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The site's answer to `method path`, sent exactly as written (fetch refuses TRACE, TRACK and CONNECT). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${stack.siteUrl}/`, { method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The open-redirect spellings of finding 1: each passed the old check and normalised to //evil.example. */
const NORMALISING_TO_ANOTHER_HOST = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example'];

test.describe('one redirect check for the whole site', () => {
  test('leaving preview never leads to another host, however the address is spelled', async () => {
    // The report, as sent: 307 Location: //evil.example on main.
    const reported = await raw('GET', '/api/preview/exit?to=%2F.%2F%2Fevil.example');
    expect(reported.status).toBe(307);
    expect(reported.headers.location).toBe('/');
    for (const to of NORMALISING_TO_ANOTHER_HOST) {
      const answer = await raw('GET', `/api/preview/exit?to=${encodeURIComponent(to)}`);
      expect(answer.headers.location, to).toBe('/');
    }
    // A path of the site stays what it was.
    expect((await raw('GET', `/api/preview/exit?to=${encodeURIComponent('/posts?page=2')}`)).headers.location).toBe('/posts?page=2');
  });

  test('Chromium following the exit link stays on the site', async ({ page }) => {
    const evil: string[] = [];
    await page.route('**/*', (route) => {
      if (new URL(route.request().url()).hostname === 'evil.example') {
        evil.push(route.request().url());
        return route.fulfill({ status: 200, body: 'evil' });
      }
      return route.continue();
    });
    for (const to of NORMALISING_TO_ANOTHER_HOST) {
      await page.goto(`${stack.siteUrl}/api/preview/exit?to=${encodeURIComponent(to)}`);
      expect(new URL(page.url()).origin, to).toBe(new URL(stack.siteUrl).origin);
    }
    expect(evil).toEqual([]);
  });

  test("the sign-in page's hidden next field holds no address of another host", async ({ page }) => {
    for (const next of NORMALISING_TO_ANOTHER_HOST) {
      await page.goto(`${stack.siteUrl}/account/sign-in?next=${encodeURIComponent(next)}`);
      await expect(page.locator('form[aria-label="Sign in"] input[name="next"]'), next).toHaveValue('/account/profile');
    }
    await page.goto(`${stack.siteUrl}/account/sign-in?next=${encodeURIComponent('/members')}`);
    await expect(page.locator('form[aria-label="Sign in"] input[name="next"]')).toHaveValue('/members');
  });
});

test.describe('methods', () => {
  /** One address of each kind: pages (cached and not), feeds, the sitemap, route handlers, files. */
  async function addresses(): Promise<Record<string, string>> {
    const html = await (await fetch(`${stack.siteUrl}/`)).text();
    const script = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
    const asset = html.match(/\/assets\/[0-9a-f-]{36}[^"'\s]*/)?.[0]?.replaceAll('&amp;', '&');
    expect(script).toBeTruthy();
    expect(asset).toBeTruthy();
    return {
      '/': 'GET, HEAD, POST, OPTIONS',
      '/posts/two-films-about-the-craft': 'GET, HEAD, POST, OPTIONS',
      '/de/posts': 'GET, HEAD, POST, OPTIONS',
      '/account/sign-in': 'GET, HEAD, POST, OPTIONS',
      '/no-such-page': 'GET, HEAD, POST, OPTIONS',
      '/posts/feed.xml': 'GET, HEAD, OPTIONS',
      '/sitemap.xml': 'GET, HEAD, OPTIONS',
      '/robots.txt': 'GET, HEAD, OPTIONS',
      '/api/health': 'GET, HEAD, OPTIONS',
      '/api/revalidate': 'POST, OPTIONS',
      '/api/forms/1': 'POST, OPTIONS',
      [script!]: 'GET, HEAD, OPTIONS',
      [asset!]: 'GET, HEAD, OPTIONS',
    };
  }

  test('any method an address does not take answers 405 with Allow, TRACE included, and nothing renders', async () => {
    for (const [path, allow] of Object.entries(await addresses())) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE']) {
        const answer = await raw(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.body).not.toMatch(/<html|at \w+ \(/);
      }
    }
  });

  test("TRACK and CONNECT are refused by Node's HTTP server, before any code of the site", async () => {
    // A method its parser does not know: 400, without the site's headers.
    for (const method of ['TRACK', 'FOO']) {
      const answer = await raw(method, '/');
      expect(answer.status, method).toBe(400);
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
    // CONNECT: the server has no tunnel to give, and closes the connection.
    await expect(raw('CONNECT', 'evil.example:443')).rejects.toThrow(/ECONNRESET|socket hang up/);
  });

  test('OPTIONS answers 204 with Allow', async () => {
    for (const [path, allow] of Object.entries(await addresses())) {
      const answer = await raw('OPTIONS', path);
      expect(answer.status, `OPTIONS ${path}`).toBe(204);
      expect(answer.headers.allow, `OPTIONS ${path}`).toBe(allow);
      expect(answer.body).toBe('');
    }
    const server = await raw('OPTIONS', '*');
    expect(server.status).toBe(204);
    expect(server.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });

  test('pages still answer GET and HEAD; a post to a page that is no server action answers 415', async () => {
    expect((await raw('GET', '/')).status).toBe(200);
    const head = await raw('HEAD', '/posts/feed.xml');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const json = await raw('POST', '/', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(json.headers['accept-post']).toBe('multipart/form-data');
  });
});

test('an address that does not decode answers 400 on the form-file route too, never a 500', async () => {
  for (const path of ['/api/forms/%ZZ', '/api/forms/%E0%A4%A', '/api/forms/%C0%AF', '/posts/%ZZ', '/api/share-image/posts/en/%E0%A4%A']) {
    for (const method of ['GET', 'POST']) {
      const answer = await raw(method, path, method === 'POST' ? { 'content-type': 'multipart/form-data; boundary=x' } : {});
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body).toBe('Bad request: the address is not valid.');
    }
  }
});
