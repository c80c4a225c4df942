/**
 * The request header through which the proxy (src/proxy.ts) tells the page whether it renders for the Visual
 * Editor, so that both decide alike. The proxy always sets it, so a browser cannot.
 */
export const EDITING_HEADER = 'x-tessera-editing';

/**
 * Whether a request may come from a page shown in a frame: the frame's own navigation (browsers send
 * `Sec-Fetch-Dest: iframe`), or a fetch by the site's own scripts (same origin, destination "empty"): the framed
 * page's router asking for fresh server components after a save, or a server action. Next.js keeps its router's
 * own headers (`RSC`) even from the proxy, so such a fetch from a page opened on its own counts too; the editing
 * island only ever starts inside a frame. Only trusted together with a valid preview pass, which takes the preview secret.
 */
export function isFramedRequest(headers: Pick<Headers, 'get'>): boolean {
  const destination = headers.get('sec-fetch-dest');
  return destination === 'iframe' || (destination === 'empty' && headers.get('sec-fetch-site') === 'same-origin');
}
