import { describe, expect, it, vi } from 'vitest';
import { serverSeam } from '@/lib/server-seam';

/** What the server finds on the seam (a call, so that TypeScript does not assume it is still deleted). */
const installed = () => serverSeam.redirectLookup;

describe('the redirects table and the site’s server', () => {
  it('hands the server its lookup when Next.js loads the table, so that a rule applies before the page cache', async () => {
    delete serverSeam.redirectLookup;
    // Next.js's copy of the table (and of the seam), apart from the server's.
    vi.resetModules();
    await import('./table');
    const lookup = installed();
    expect(lookup).toBeTypeOf('function');
    // Next.js's own files are never redirected: answered without reading the table.
    expect(await lookup?.('/_next/static/chunks/app.js?v=1')).toBe(false);
  });
});
