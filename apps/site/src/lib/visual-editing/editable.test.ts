import { describe, expect, it, vi } from 'vitest';
import { editable, markEditingMode } from './editable';

// One request: React's cache() hands every caller of the request the same state.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  cache: <Value>(create: () => Value) => {
    let state: { value: Value } | undefined;
    return () => (state ??= { value: create() }).value;
  },
}));

describe('editable', () => {
  it('marks nothing unless the request renders for the Visual Editor', () => {
    expect(editable({ collection: 'sections', item: 1, fields: ['heading'] })).toEqual({});
  });

  it("writes Directus's attribute: a popover for one field, a drawer for more, unless told", () => {
    markEditingMode(true);
    expect(editable({ collection: 'sections', item: 1, fields: ['heading'] })).toEqual({
      'data-directus': 'collection:sections;item:1;fields:heading;mode:popover',
    });
    expect(editable({ collection: 'posts', item: 12, fields: ['title', 'excerpt'] })).toEqual({
      'data-directus': 'collection:posts;item:12;fields:title,excerpt;mode:drawer',
    });
    expect(editable({ collection: 'posts', item: 12, fields: ['body'], mode: 'drawer' })['data-directus']).toContain('mode:drawer');
  });

  it('marks nothing without an item to edit', () => {
    markEditingMode(true);
    expect(editable(null)).toEqual({});
    expect(editable({ collection: 'site_settings', item: 0, fields: ['site_name'] })).toEqual({});
  });
});
