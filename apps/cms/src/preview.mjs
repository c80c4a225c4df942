/** The collections whose items editors preview on the site (the site's /api/preview knows the same two). */
export const PREVIEW_COLLECTIONS = ['pages', 'posts'];

/**
 * The preview link Directus shows on an item of `collection`: the site's /api/preview with the
 * preview secret, which switches on the site's draft mode and opens the item. `{{id}}` is Directus's
 * template for the item's id.
 */
export function previewUrl(siteUrl, previewSecret, collection) {
  const search = new URLSearchParams({ secret: previewSecret, collection });
  return `${siteUrl.replace(/\/+$/, '')}/api/preview?${search}&id={{id}}`;
}

/**
 * Points the preview links of pages and posts at the site. They carry the secret from the
 * environment, so they are set here on every start rather than kept in the committed schema
 * snapshot (applySchema leaves them alone).
 */
export async function applyPreviewUrls(api, { siteUrl, previewSecret }) {
  for (const collection of PREVIEW_COLLECTIONS) {
    const url = previewUrl(siteUrl, previewSecret, collection);
    const { meta } = await api.get(`/collections/${collection}`);
    if (meta?.preview_url !== url) await api.patch(`/collections/${collection}`, { meta: { preview_url: url } });
  }
}
