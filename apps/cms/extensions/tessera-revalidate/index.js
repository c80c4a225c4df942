// Content changes must reach visitors without waiting for cache expiry: after every write to a
// collection the site renders, Directus calls the site's revalidation route. Delivery is retried a
// few times; if the site stays unreachable, its pages still refresh when their cache expires.

const RENDERED = new Set([
  'site_settings',
  'navigation',
  'pages',
  'pages_sections',
  'section_hero',
  'section_rich_text',
  'section_posts',
  'section_locations',
  'section_form',
  'section_checkout',
  'posts',
  'locations',
  'forms',
  'products',
  'directus_files',
]);
const RETRY_DELAYS_MS = [0, 1000, 5000];

export default function registerRevalidation({ action }, { logger }) {
  const siteUrl = process.env.SITE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!siteUrl || !secret) {
    logger.warn('tessera-revalidate: SITE_URL or REVALIDATE_SECRET is not set; the site will not be told about changes');
    return;
  }

  async function notify(collection) {
    for (const delay of RETRY_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const response = await fetch(new URL('/api/revalidate', siteUrl), {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ collection }),
          signal: AbortSignal.timeout(5000),
        });
        if (response.ok) return;
        logger.warn(`tessera-revalidate: the site answered ${response.status}`);
        if (response.status < 500) return;
      } catch (error) {
        logger.warn(`tessera-revalidate: the site is unreachable (${error.message})`);
      }
    }
  }

  for (const event of ['items.create', 'items.update', 'items.delete', 'files.upload', 'files.update', 'files.delete']) {
    action(event, (meta) => {
      const collection = meta.collection ?? 'directus_files';
      if (RENDERED.has(collection)) void notify(collection);
    });
  }
}
