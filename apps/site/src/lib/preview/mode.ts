import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';

/**
 * The request header through which the proxy (src/proxy.ts) tells the app that a request carries a valid preview
 * pass (./pass.ts). The proxy always sets it, so a browser cannot.
 */
export const PREVIEW_HEADER = 'x-tessera-preview';

/**
 * Whether this request is an editor's preview: its preview pass was valid, as the proxy found. Outside a request
 * (where there are no headers) it is not.
 */
export const previewMode = cache(async (): Promise<boolean> => {
  try {
    return (await headers()).get(PREVIEW_HEADER) === '1';
  } catch {
    return false;
  }
});
