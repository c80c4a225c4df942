import { ContentError } from './errors';

export interface ContentConfig {
  /** Where the site's server reaches Directus; visitors never need to. */
  url: string;
  /** The site server user's static token (least privilege; never sent to a browser). */
  token: string;
  /** How long one Directus request may take before it counts as unavailable. */
  timeoutMs: number;
}

/** Read at call time, not at build time, so one build runs against any Directus. */
export function contentConfig(): ContentConfig {
  const url = process.env.DIRECTUS_URL;
  const token = process.env.DIRECTUS_TOKEN;
  if (!url || !token) {
    throw new ContentError('DIRECTUS_URL and DIRECTUS_TOKEN must be set for the site to reach Directus', 'unavailable');
  }
  return { url: url.replace(/\/+$/, ''), token, timeoutMs: Number(process.env.DIRECTUS_TIMEOUT_MS) || 8000 };
}
