import { query } from './admin-api.mjs';

/** @typedef {import('./admin-api.mjs').AdminApi} AdminApi */
/** @typedef {import('@directus/types').Permission} Permission */

/** The site's server reads content, writes submissions, orders and newsletter sign-ups, and edits members' profiles; nothing else. */
export const sitePermissions = {
  read: [
    'site_settings',
    'languages',
    'navigation',
    'pages',
    'pages_sections',
    // Every section type's fields: one collection (@tessera/sections).
    'sections',
    'posts',
    // The journal's categories and authors.
    'categories',
    'authors',
    'locations',
    'forms',
    'form_submissions',
    'form_submissions_files',
    'products',
    'orders',
    'payment_events',
    // Redirects, applied by the site's proxy.
    'redirects',
    // Newsletter sign-ups: the site reads and writes them only through the tessera-newsletter endpoint, which acts
    // with the caller's permissions.
    'newsletter_subscribers',
    'directus_files',
    // Members' profiles: the site's server reads and edits them after checking the member's session.
    'directus_users',
    // Role names, so that only members sign in on the site.
    'directus_roles',
    // Schema reads, for tools that inspect the content model.
    'directus_collections',
    'directus_fields',
    'directus_relations',
    // Content versions: the Visual Editor and Live Preview show a page's or post's draft version (?version=).
    'directus_versions',
  ],
  // directus_users: invitations sent by the site. directus_files and form_submissions_files: files visitors attach to a
  // form, uploaded into the private folder (which the site never serves) and linked from their submission; the CMS
  // deletes the unlinked ones (tessera-forms), so the site deletes nothing.
  create: [
    'form_submissions',
    'form_submissions_files',
    'orders',
    'payment_events',
    'directus_users',
    'directus_files',
    'newsletter_subscribers',
  ],
  update: ['orders', 'directus_users', 'newsletter_subscribers'],
};

export const SITE_USER_EMAIL = 'site-server@tessera.example.com';

/**
 * Creates (once) the Site and Member roles with their policies, the site's server user and its
 * static token, and grants the Site policy exactly `sitePermissions`. Directus's free tier only
 * accepts whole-collection permissions, so published-only, members-only and own-records-only are
 * enforced by the site's server, and the Public policy is given nothing.
 * @param {AdminApi} api
 * @param {{ siteToken: string }} options
 */
export async function applyAccess(api, { siteToken }) {
  const sitePolicy = await ensure(
    api,
    'policies',
    { name: 'Tessera site server' },
    {
      icon: 'dns',
      description: "What the site's server may read and write. Never give this token to a browser.",
      admin_access: false,
      app_access: false,
    },
  );
  const memberPolicy = await ensure(
    api,
    'policies',
    { name: 'Tessera member' },
    {
      icon: 'badge',
      description: 'Identifies members who sign in on the site; grants nothing in Directus itself.',
      admin_access: false,
      app_access: false,
    },
  );
  const siteRole = await ensure(api, 'roles', { name: 'Site server' }, { icon: 'dns', description: "The site's own server user" });
  const memberRole = await ensure(api, 'roles', { name: 'Member' }, { icon: 'badge', description: 'Visitors who sign in on the site' });
  await ensure(api, 'access', { role: siteRole.id, policy: sitePolicy.id }, {});
  await ensure(api, 'access', { role: memberRole.id, policy: memberPolicy.id }, {});

  /** @type {Pick<Permission, 'action' | 'collection'>[]} */
  const existing = await api.get(`/permissions${query({ filter: { policy: { _eq: sitePolicy.id } }, limit: -1 })}`);
  const have = new Set(existing.map((permission) => `${permission.action}:${permission.collection}`));
  const missing = Object.entries(sitePermissions).flatMap(([action, collections]) =>
    collections.filter((collection) => !have.has(`${action}:${collection}`)).map((collection) => ({ action, collection })),
  );
  if (missing.length > 0) {
    await api.post(
      '/permissions',
      missing.map(({ action, collection }) => ({ policy: sitePolicy.id, action, collection, fields: ['*'] })),
    );
  }

  const siteUser = await ensure(
    api,
    'users',
    { email: SITE_USER_EMAIL },
    {
      first_name: 'Site',
      last_name: 'Server',
      role: siteRole.id,
      status: 'active',
    },
  );
  // Directus masks tokens in responses, so set it every time: the configured token always works.
  await api.patch(`/users/${siteUser.id}`, { token: siteToken });
  return { memberRoleId: memberRole.id, siteRoleId: siteRole.id };
}

/**
 * Finds the one item matching `match`, creating it with `fields` when there is none.
 * @param {AdminApi} api
 * @param {string} collection a system collection's path: `policies`, `roles`, `access`, `users`
 * @param {Record<string, string>} match
 * @param {Record<string, unknown>} fields
 * @returns {Promise<{ id: string }>} the item, of which set-up needs the id
 */
async function ensure(api, collection, match, fields) {
  const filter = Object.fromEntries(Object.entries(match).map(([key, value]) => [key, { _eq: value }]));
  /** @type {{ id: string }[]} */
  const [found] = await api.get(`/${collection}${query({ filter, limit: 1 })}`);
  return found ?? api.post(`/${collection}`, { ...match, ...fields });
}
