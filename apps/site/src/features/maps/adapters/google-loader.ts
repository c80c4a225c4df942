import type { MapProviderConfig } from '../config';

export type GoogleMapsConfig = Extract<MapProviderConfig, { provider: 'google' }>;

let loading: Promise<typeof google> | null = null;

/**
 * Adds the Maps JavaScript API's script once (the map and the Places address search share it) and resolves
 * when Google calls back; a failed load may be retried.
 */
export function loadGoogleMaps(config: GoogleMapsConfig): Promise<typeof google> {
  loading ??= new Promise<typeof google>((resolve, reject) => {
    const global = window as unknown as Record<string, unknown> & { google?: typeof google };
    global[config.callback] = () => resolve(global.google!);
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The Google Maps script could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
