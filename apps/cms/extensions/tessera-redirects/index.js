// Redirects are checked where editors write them: a rule the site could not apply (a `from` that is not a path, a
// `to` with another scheme), one that would send visitors round in circles, or one that would hide a published page
// is refused at save with a message naming the problem, so nothing broken reaches the site's proxy.
// And when a published page or post moves to a new slug, its old address keeps working: a 301 is recorded from the
// old path to the new one, and rules that pointed at the old path are pointed at the new one (chains collapse).
// Addresses are the site's: a German post's is /de/posts/<slug>, a rule's `from` is matched as visitors ask for it.
// The site's own absolute addresses (SITE_URL, and SITE_ALIAS_URLS for others it answers at) count as paths for
// the loop check: /a → https://<site>/b plus /b → /a is a loop too.
//
// Plain JavaScript that Directus loads as it is, type-checked from its JSDoc (apps/cms/README.md says why).
import { createError } from '@directus/errors';
import { compileRedirects, findLoop, normalizePath, ruleProblem } from '@tessera/redirects';
import { checkTypes, excerpt } from '../../src/payload.mjs';

/** @typedef {import('@directus/types').HookConfig} HookConfig */
/** @typedef {import('@directus/types').EventContext['database']} Database */
/** @typedef {{ id?: number | string, from: string, to: string, status?: number | string | null, active?: boolean | number | string | null }} RedirectRow */
/** @typedef {{ codes: Set<string>, defaultLanguage: string | null }} Languages */
/** @typedef {{ slug: string, language?: string | null }} SiteItem */

const InvalidRedirectError = createError(
  'INVALID_REDIRECT',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);

/** Where each collection's published items live on the site, below their language's prefix. */
const SITE_PATHS = {
  /** @param {string} slug */
  pages: (slug) => `/${slug}`,
  /** @param {string} slug */
  posts: (slug) => `/posts/${slug}`,
};
/** @typedef {keyof typeof SITE_PATHS} SiteCollection */
const SITE_COLLECTIONS = /** @type {SiteCollection[]} */ (Object.keys(SITE_PATHS));

/** What a redirect's fields hold, by type. */
const RULE_TYPES = {
  from: { type: 'text', label: 'From' },
  to: { type: 'text', label: 'To' },
  status: { type: 'number', label: 'Status' },
  active: { type: 'boolean', label: 'Active' },
  note: { type: 'text', label: 'Note' },
};

/** @param {Pick<RedirectRow, 'active'>} rule */
const isActive = (rule) => rule.active !== false && rule.active !== 0 && rule.active !== '0';

/**
 * The site's public addresses, at which a redirect's absolute target leads back to the site: SITE_URL (which the
 * set-up passes to Directus for the revalidation hook) and SITE_ALIAS_URLS, a comma-separated list of the others.
 * @param {Record<string, unknown>} env
 * @returns {string[]}
 */
export function siteUrls(env) {
  return [env.SITE_URL, ...String(env.SITE_ALIAS_URLS ?? '').split(',')]
    .map((url) => (typeof url === 'string' ? url.trim() : ''))
    .filter((url) => url !== '');
}

/**
 * The configured languages' codes and the default one's (whose addresses have no prefix).
 * @param {Database} database
 * @returns {Promise<Languages>}
 */
async function siteLanguages(database) {
  const [rows, settings] = await Promise.all([database('languages').select('code'), database('site_settings').first('default_language')]);
  return {
    codes: new Set(rows.map((/** @type {{ code: string }} */ row) => row.code)),
    defaultLanguage: settings?.default_language ?? rows[0]?.code ?? null,
  };
}

/**
 * An item's address on the site: its collection's path for its slug, under its language's prefix (/de/posts/…).
 * @param {SiteCollection} collection
 * @param {SiteItem} item
 * @param {Languages} languages
 */
function sitePath(collection, item, { defaultLanguage }) {
  const path = SITE_PATHS[collection](item.slug);
  if (!item.language || item.language === defaultLanguage) return path;
  return path === '/' ? `/${item.language}` : `/${item.language}${path}`;
}

/**
 * Whether an item's end of publication (`expires_at`) has passed: it answers 404 then, and a redirect may take its
 * address. SQLite hands timestamps back as text without a zone (UTC) or as milliseconds, PostgreSQL as a Date.
 * @param {Date | number | string | null | undefined} value
 */
function expired(value) {
  if (value === null || value === undefined) return false;
  const time =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'number'
        ? value
        : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isFinite(time) && time <= Date.now();
}

/**
 * The published page or post whose address is `path` (in the language its prefix names), or undefined; an expired
 * one does not count.
 * @param {Database} database
 * @param {string} path
 * @returns {Promise<{ kind: 'post' | 'page', title: string } | undefined>}
 */
async function liveItemAt(database, path) {
  const languages = await siteLanguages(database);
  const [, first = ''] = normalizePath(path).split('/');
  const prefixed = first !== languages.defaultLanguage && languages.codes.has(first);
  const language = prefixed ? first : languages.defaultLanguage;
  const wanted = prefixed ? normalizePath(normalizePath(path).slice(first.length + 1) || '/') : normalizePath(path);
  const inLanguage = (/** @type {import('knex').Knex.QueryBuilder} */ query) => (language ? query.where({ language }) : query);
  const postSlug = wanted.startsWith('/posts/') ? wanted.slice('/posts/'.length) : null;
  if (postSlug) {
    const post = await inLanguage(database('posts').where({ slug: postSlug, status: 'published' })).first('title', 'expires_at');
    if (post && !expired(post.expires_at)) return { kind: 'post', title: post.title };
  }
  const pageSlug = wanted === '/' ? '' : wanted.slice(1);
  const page = await inLanguage(database('pages').where({ slug: pageSlug, status: 'published' })).first('title', 'expires_at');
  return page && !expired(page.expires_at) ? { kind: 'page', title: page.title } : undefined;
}

/**
 * Refuses a redirect that cannot be saved; `keys` are the rows being updated (they are replaced by `rule`).
 * @param {RedirectRow} rule
 * @param {readonly (string | number)[]} keys
 * @param {Database} database
 * @param {readonly string[]} site the site's public addresses
 */
async function checkRedirect(rule, keys, database, site) {
  const problem = ruleProblem(rule);
  if (problem) throw new InvalidRedirectError({ message: problem });
  if (!isActive(rule)) return;
  if (!rule.from.endsWith('/*')) {
    const live = await liveItemAt(database, rule.from);
    if (live)
      throw new InvalidRedirectError({
        message: `"${excerpt(rule.from)}" is the address of the published ${live.kind} "${live.title}": a redirect from it would hide the ${live.kind}. Change the ${live.kind}'s slug or unpublish it first.`,
      });
  }
  /** @type {RedirectRow[]} */
  const others = await database('redirects').select('id', 'from', 'to', 'status', 'active');
  const rules = others.filter((other) => isActive(other) && !keys.some((key) => String(key) === String(other.id)));
  const loop = findLoop(compileRedirects([...rules, rule]), rule.from, site);
  if (loop)
    throw new InvalidRedirectError({
      message: `This redirect would make a loop: ${loop.join(' → ')}${loop.some((step) => !step.startsWith('/')) ? ` (${siteNames(site)} is this site)` : ''}`,
    });
}

/** @param {readonly string[]} site */
const siteNames = (site) => site.map((url) => URL.parse(url)?.host ?? url).join(' and ');

/** @type {HookConfig} */
const registerRedirects = ({ filter, action }, { services, getSchema, logger }) => {
  // As the revalidation hook reads SITE_URL: from the process, not Directus's parsed env (which may turn a list into an array).
  const site = siteUrls(process.env);
  if (site.length === 0) logger.warn("tessera-redirects: SITE_URL is not set; loops through the site's own address are not found");

  filter('redirects.items.create', async (payload, _meta, { database }) => {
    checkTypes(payload, /** @type {Record<string, import('../../src/payload.mjs').FieldRule>} */ (RULE_TYPES));
    await checkRedirect({ status: 301, active: true, .../** @type {RedirectRow} */ (payload) }, [], database, site);
    return payload;
  });

  filter('redirects.items.update', async (payload, { keys }, { database }) => {
    checkTypes(payload, /** @type {Record<string, import('../../src/payload.mjs').FieldRule>} */ (RULE_TYPES));
    /** @type {RedirectRow[]} */
    const current = await database('redirects').whereIn('id', keys).select('id', 'from', 'to', 'status', 'active');
    for (const row of current) await checkRedirect({ ...row, .../** @type {Partial<RedirectRow>} */ (payload) }, keys, database, site);
    return payload;
  });

  // The published addresses of items about to change slug (and the languages then), by collection and key, until
  // their update commits.
  /** @type {Map<string, { from: string, languages: Languages }>} */
  const movedFrom = new Map();

  for (const collection of SITE_COLLECTIONS) {
    filter(`${collection}.items.update`, async (payload, { keys }, { database }) => {
      checkTypes(payload, { slug: { type: 'text', label: 'Slug' } });
      const slug = /** @type {{ slug?: unknown } | null} */ (payload)?.slug;
      if (typeof slug !== 'string') return payload;
      /** @type {(SiteItem & { id: string | number, status: string })[]} */
      const rows = await database(collection).whereIn('id', keys).select('id', 'slug', 'status', 'title', 'language');
      const languages = await siteLanguages(database);
      for (const row of rows) {
        // A language's home page's address is the site (or its prefix) itself; it never becomes a redirect.
        if (row.status === 'published' && row.slug !== slug && !(collection === 'pages' && row.slug === ''))
          movedFrom.set(`${collection}:${row.id}`, { from: sitePath(collection, row, languages), languages });
      }
      return payload;
    });

    action(`${collection}.items.update`, async ({ keys }) => {
      const moves = /** @type {(string | number)[]} */ (keys).flatMap((key) => {
        const moved = movedFrom.get(`${collection}:${key}`);
        movedFrom.delete(`${collection}:${key}`);
        return moved === undefined ? [] : [{ key, ...moved }];
      });
      if (moves.length === 0) return;
      try {
        const schema = await getSchema();
        const items = new services.ItemsService(collection, { schema });
        const redirects = new services.ItemsService('redirects', { schema });
        for (const { key, from, languages } of moves) {
          const item = /** @type {SiteItem & { status: string, title: string }} */ (
            await items.readOne(key, { fields: ['slug', 'status', 'title', 'language'] })
          );
          if (item.status !== 'published') continue;
          const to = sitePath(collection, item, languages);
          await recordMove(redirects, from, to, `${collection === 'pages' ? 'Page' : 'Post'} "${item.title}"`);
        }
      } catch (error) {
        logger.error(
          `tessera-redirects: could not record the redirect for a moved ${collection} item (${/** @type {Error} */ (error).message})`,
        );
      }
    });
  }
};
export default registerRedirects;

/**
 * Records `from` → `to` for a moved item: rules from the new address go (the item lives there now, and they would
 * hide it), rules to the old address now point at the new one (A→B then B→C leaves A→C and B→C), and the old
 * address redirects permanently.
 * @param {InstanceType<import('@directus/types').ExtensionsServices['ItemsService']>} redirects
 * @param {string} from
 * @param {string} to
 * @param {string} what
 */
async function recordMove(redirects, from, to, what) {
  if (normalizePath(from) === normalizePath(to)) return;
  const all = /** @type {(RedirectRow & { id: string | number })[]} */ (
    await redirects.readByQuery({ fields: ['id', 'from', 'to'], limit: -1 })
  );
  const fromNew = all.filter((rule) => normalizePath(rule.from) === normalizePath(to)).map((rule) => rule.id);
  if (fromNew.length > 0) await redirects.deleteMany(fromNew);
  for (const rule of all) {
    if (!fromNew.includes(rule.id) && rule.to.startsWith('/') && normalizePath(rule.to) === normalizePath(from))
      await redirects.updateOne(rule.id, { to });
  }
  const note = `Recorded when ${what} moved from ${from} to ${to}`;
  const existing = all.find((rule) => normalizePath(rule.from) === normalizePath(from));
  if (existing) await redirects.updateOne(existing.id, { to, status: 301, active: true, note });
  else await redirects.createOne({ from, to, status: 301, active: true, note });
}
