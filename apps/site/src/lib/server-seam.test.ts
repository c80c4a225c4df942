import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverSeam } from './server-seam.ts';

// `serverSeam` above is the server's copy (apps/site/server.ts installs the recorders on it); the content module is
// imported after vi.resetModules(), a copy of its own with its own copy of the seam, as in Next.js's bundles.
afterEach(() => {
  delete serverSeam.contentOutageRecorder;
  delete serverSeam.pageRenderRecorder;
});

describe('the seam between the site’s server and Next.js', () => {
  it('carries a render’s outage and data-cache reads from Next.js’s copy of the content module to the server', async () => {
    const marks: string[] = [];
    serverSeam.contentOutageRecorder = {
      markDirectusFailed: () => marks.push('Directus failed'),
      markPageUnavailable: () => marks.push('page unavailable'),
    };
    serverSeam.pageRenderRecorder = {
      markRead: (tags, fetchedAt) => marks.push(`read ${tags.join(' ')} fetched at ${fetchedAt}`),
      readsFresh: () => true,
    };
    vi.resetModules();
    const outage = await import('./content/outage');
    const pageRecord = await import('./content/page-record');
    outage.reportDirectusFailed();
    outage.reportPageUnavailable();
    pageRecord.reportCachedRead(['directus:pages', 'directus:posts'], 1234);
    expect(pageRecord.isPageRefresh()).toBe(true);
    expect(marks).toEqual(['Directus failed', 'page unavailable', 'read directus:pages directus:posts fetched at 1234']);
  });

  it('records nothing, and reads through the data cache, without the server (next dev, tests)', async () => {
    vi.resetModules();
    const outage = await import('./content/outage');
    const pageRecord = await import('./content/page-record');
    expect(() => {
      outage.reportDirectusFailed();
      outage.reportPageUnavailable();
      pageRecord.reportCachedRead(['directus:pages'], 1);
    }).not.toThrow();
    expect(pageRecord.isPageRefresh()).toBe(false);
  });
});
