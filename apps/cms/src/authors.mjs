import { query } from './admin-api.mjs';

/** @typedef {{ id: number, author: string, translation_of: number | null }} UnlinkedPost */
/** @typedef {{ id: number, name: string, slug: string }} AuthorRow */

/**
 * An author's address segment from their name: `Giulia Ferri` → `giulia-ferri` (letters of any script kept).
 * @param {string} name
 */
export const authorSlug = (name) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'author';

/**
 * Gives every post that names its author only as text (posts from before authors had profiles) the author's profile:
 * a translation gets its original's, any other post the profile with that name, created (name and address only, for
 * an editor to complete) when there is none. Runs on every start; returns what it changed, for the start-up log.
 * @param {import('./admin-api.mjs').AdminApi} api
 * @returns {Promise<string[]>}
 */
export async function linkPostAuthors(api) {
  /** @type {UnlinkedPost[]} */
  const unlinked = await api.get(
    `/items/posts${query({ fields: 'id,author,translation_of', filter: { author_profile: { _null: true }, author: { _nnull: true, _nempty: true } }, limit: -1 })}`,
  );
  if (unlinked.length === 0) return [];
  /** @type {AuthorRow[]} */
  const authors = await api.get(`/items/authors${query({ fields: 'id,name,slug', limit: -1 })}`);
  const byName = new Map(authors.map((author) => [author.name.trim(), author.id]));
  const slugs = new Set(authors.map((author) => author.slug));
  /** @type {Map<number, number | null>} */
  const originals = new Map(
    /** @type {{ id: number, author_profile: number | null }[]} */ (
      await api.get(
        `/items/posts${query({ fields: 'id,author_profile', filter: { id: { _in: unlinked.map((post) => post.translation_of).filter(Boolean) } }, limit: -1 })}`,
      )
    ).map((post) => [post.id, post.author_profile]),
  );
  let created = 0;
  /** @type {Map<number, number[]>} */
  const byProfile = new Map();
  // Originals first, so that their translations (whose text may name the author in another script) follow them.
  for (const post of unlinked.toSorted((a, b) => (a.translation_of === null ? 0 : 1) - (b.translation_of === null ? 0 : 1))) {
    let profile = post.translation_of === null ? null : (originals.get(post.translation_of) ?? null);
    const name = post.author.trim();
    if (profile === null) profile = byName.get(name) ?? null;
    if (profile === null) {
      let slug = authorSlug(name);
      for (let count = 2; slugs.has(slug); count++) slug = `${authorSlug(name)}-${count}`;
      profile = /** @type {AuthorRow} */ (await api.post('/items/authors', { name, slug })).id;
      byName.set(name, profile);
      slugs.add(slug);
      created++;
    }
    byProfile.set(profile, [...(byProfile.get(profile) ?? []), post.id]);
    originals.set(post.id, profile);
  }
  for (const [profile, keys] of byProfile) await api.patch('/items/posts', { keys, data: { author_profile: profile } });
  return [`${unlinked.length} posts linked to their authors${created > 0 ? ` (${created} author profiles created)` : ''}`];
}
