/** The collections whose items editors preview on the site (the site's /api/preview knows the same two). */
export const PREVIEW_COLLECTIONS = ['pages', 'posts'];

/**
 * The site's /api/preview with the preview secret and the Data Studio's templates of the query that follows.
 * @param {string} siteUrl
 * @param {string} previewSecret
 * @param {string} query
 */
function previewLink(siteUrl, previewSecret, query) {
  const search = new URLSearchParams({ secret: previewSecret });
  // Directus's templates ({{id}}, {{$version}}) must stay unescaped for the Data Studio to fill them in.
  return `${siteUrl.replace(/\/+$/, '')}/api/preview?${search}${query}`;
}

/**
 * The preview link Directus shows on an item of `collection`: the site's /api/preview with the
 * preview secret, which switches on the site's draft mode and opens the item. `{{id}}` is Directus's
 * template for the item's id, `{{$version}}` for the content version shown ("published" for the item itself).
 * @param {string} siteUrl
 * @param {string} previewSecret
 * @param {string} collection
 */
export function previewUrl(siteUrl, previewSecret, collection) {
  return previewLink(siteUrl, previewSecret, `&collection=${collection}&id={{id}}&version={{$version}}`);
}

/**
 * The site's address for the Data Studio's Visual Editor module: the home page in draft mode. The version
 * stays in the site's address (`?version=draft`), which is where the Visual Editor reads the selected version.
 * @param {string} siteUrl
 * @param {string} previewSecret
 */
export function visualEditorUrl(siteUrl, previewSecret) {
  return previewLink(siteUrl, previewSecret, '&version={{$version}}');
}

/**
 * Points the preview links of pages and posts at the site. They carry the secret from the
 * environment, so they are set here on every start rather than kept in the committed schema
 * snapshot (applySchema leaves them alone).
 * @param {import('./admin-api.mjs').AdminApi} api
 * @param {{ siteUrl: string, previewSecret: string }} site
 */
export async function applyPreviewUrls(api, { siteUrl, previewSecret }) {
  for (const collection of PREVIEW_COLLECTIONS) {
    const url = previewUrl(siteUrl, previewSecret, collection);
    /** @type {import('@directus/types').Collection} */
    const { meta } = await api.get(`/collections/${collection}`);
    if (meta?.preview_url !== url) await api.patch(`/collections/${collection}`, { meta: { preview_url: url } });
  }
}
