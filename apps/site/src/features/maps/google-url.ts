export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

export interface GoogleScriptOptions {
  /** An API key (browser keys are public; restrict them by HTTP referrer in Google Cloud). */
  key?: string | null;
  /** A Google Maps Platform client ID (premium plan), instead of or beside a key. */
  client?: string | null;
  language?: string | null;
  /** `weekly`, `quarterly`, `beta` or a version number. */
  version?: string | null;
  libraries?: readonly string[];
  /** A global function Google calls once the API is ready. */
  callback?: string | null;
}

/** The Maps JavaScript API's script URL: key, client, language, v, libraries and callback, each only when given. */
export function googleMapsScriptUrl({ key, client, language, version, libraries = [], callback }: GoogleScriptOptions): string {
  if (!key && !client) throw new Error('Google Maps needs an API key or a client ID');
  const url = new URL(GOOGLE_MAPS_SCRIPT);
  if (key) url.searchParams.set('key', key);
  if (client) url.searchParams.set('client', client);
  if (language) url.searchParams.set('language', language);
  if (version) url.searchParams.set('v', version);
  const libs = [...new Set(libraries.map((library) => library.trim()).filter(Boolean))];
  if (libs.length > 0) url.searchParams.set('libraries', libs.join(','));
  if (callback) url.searchParams.set('callback', callback);
  url.searchParams.set('loading', 'async');
  return url.href;
}
