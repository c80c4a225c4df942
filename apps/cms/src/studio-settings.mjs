import { query } from './admin-api.mjs';
import { visualEditorUrl } from './preview.mjs';

/** @typedef {import('./admin-api.mjs').AdminApi} AdminApi */
/** @typedef {import('@directus/types').Settings} Settings */
/** @typedef {NonNullable<Settings['module_bar']>[number]} ModuleBarEntry */

/** How a project uses Directus under its Core plan, as the Data Studio's licence prompt asks it. */
export const PROJECT_USAGES = ['personal', 'commercial', 'community'];

/**
 * Answers the Data Studio's first-run licence prompt ("Have a license key?") for a Core-plan project, as
 * an administrator choosing "I'm using Core plan" would: Directus shows the prompt while its settings have
 * no `project_usage` and no licence key is active. A usage already set, by an editor or an earlier start,
 * is left alone. Only the embedded Directus of `npm start` and the tests calls this; a production
 * project's owner answers the prompt (or enters a licence key) themselves.
 * @param {AdminApi} api
 * @param {string} projectUsage one of PROJECT_USAGES, from the environment (checked here)
 * @returns {Promise<boolean>} whether it answered
 */
export async function answerLicencePrompt(api, projectUsage) {
  if (!PROJECT_USAGES.includes(projectUsage)) {
    throw new Error(`DIRECTUS_PROJECT_USAGE must be one of ${PROJECT_USAGES.join(', ')}, not "${projectUsage}".`);
  }
  /** @type {Pick<Settings, 'project_usage'> | null} */
  const settings = await api.get('/settings?fields=project_usage');
  if (settings?.project_usage) return false;
  await api.patch('/settings', { project_usage: projectUsage });
  return true;
}

/**
 * The Data Studio's modules when no one has arranged them yet (`module_bar` empty): Directus's own, with the
 * Visual Editor switched on. Directus ships it switched off.
 */
const DEFAULT_MODULES = ['content', 'visual', 'users', 'files', 'insights', 'flows'];

/**
 * Sets up the Data Studio's Visual Editor module for the site: its URL (`visual_editor_urls`, holding the preview
 * secret, so set on every start like the preview links) and the module itself in the module bar. URLs other than
 * the site's stay; an arrangement of the module bar made by an administrator stays, with the Visual Editor
 * switched on in it. Returns whether anything changed.
 * @param {AdminApi} api
 * @param {{ siteUrl: string, previewSecret: string }} site
 * @returns {Promise<boolean>}
 */
export async function applyVisualEditor(api, { siteUrl, previewSecret }) {
  const url = visualEditorUrl(siteUrl, previewSecret);
  const siteOrigin = new URL(siteUrl).origin;
  /** @type {Pick<Settings, 'visual_editor_urls' | 'module_bar'> | null} */
  const settings = await api.get('/settings?fields=visual_editor_urls,module_bar');
  const others = (settings?.visual_editor_urls ?? []).filter((entry) => URL.parse(entry?.url ?? '')?.origin !== siteOrigin);
  const urls = [{ url }, ...others];
  /** @type {ModuleBarEntry[]} */
  const modules = settings?.module_bar ?? DEFAULT_MODULES.map((id) => ({ type: 'module', id, enabled: true }));
  const moduleBar = modules.some((entry) => entry.type === 'module' && entry.id === 'visual')
    ? modules.map((entry) => (entry.type === 'module' && entry.id === 'visual' ? { ...entry, enabled: true } : entry))
    : [...modules, { type: 'module', id: 'visual', enabled: true }];
  const change = {
    ...(JSON.stringify(urls) === JSON.stringify(settings?.visual_editor_urls ?? null) ? {} : { visual_editor_urls: urls }),
    ...(JSON.stringify(moduleBar) === JSON.stringify(settings?.module_bar ?? null) ? {} : { module_bar: moduleBar }),
  };
  if (Object.keys(change).length === 0) return false;
  await api.patch('/settings', change);
  return true;
}

/** The newsletter subscribers' list as every Studio user first sees it: newest first, with the columns that matter. */
export const SUBSCRIBERS_LAYOUT = {
  collection: 'newsletter_subscribers',
  layout: 'tabular',
  layout_query: {
    tabular: {
      fields: ['email', 'status', 'language', 'date_created', 'confirmed_at', 'unsubscribed_at'],
      sort: ['-date_created'],
      limit: 100,
    },
  },
  layout_options: { tabular: { widths: { email: 320 } } },
};

/**
 * Gives the newsletter subscribers' list its default layout (a preset for everyone: no user, role or bookmark), once:
 * a layout an administrator saved for everyone since stays.
 * @param {AdminApi} api
 * @returns {Promise<boolean>} whether it created the preset
 */
export async function ensureSubscribersLayout(api) {
  const filter = {
    collection: { _eq: SUBSCRIBERS_LAYOUT.collection },
    user: { _null: true },
    role: { _null: true },
    bookmark: { _null: true },
  };
  /** @type {{ id: number }[]} */
  const existing = await api.get(`/presets${query({ filter, limit: 1, fields: 'id' })}`);
  if (existing.length > 0) return false;
  await api.post('/presets', { ...SUBSCRIBERS_LAYOUT, user: null, role: null, bookmark: null });
  return true;
}
