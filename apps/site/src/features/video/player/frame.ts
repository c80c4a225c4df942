/** The player frames: which hosts may be framed, and the attributes every frame gets. */
import { ElementDoesNotExistError, PlayerHostError } from './errors';

/** YouTube's privacy-enhanced host: the only origin a YouTube player may frame. */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** The only origin a Vimeo player may frame. */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

export const FRAMED_ORIGINS: readonly string[] = [YOUTUBE_PLAYER_ORIGIN, VIMEO_PLAYER_ORIGIN];

/**
 * Permissions the players need. Fullscreen comes from the `allowfullscreen` attribute (as in the services' own
 * embed code); listing it here too would only make Chrome warn that `allow` takes precedence.
 */
export const FRAME_ALLOW = 'autoplay; encrypted-media; picture-in-picture';

/** Throws a PlayerHostError unless the frame shows a page of `origin`. */
export function assertFramedOrigin(iframe: HTMLIFrameElement, origin: string): void {
  const src = iframe.getAttribute('src') ?? '';
  const url = URL.parse(src);
  if (url === null || url.origin !== origin) {
    throw new PlayerHostError(`Refusing to frame ${url === null ? 'an invalid URL' : url.origin}: only ${origin} may be framed here`);
  }
}

/** Gives a player frame its accessible title and fullscreen permission (and autoplay, unless the service set its own). */
export function decorateFrame(iframe: HTMLIFrameElement, title: string): void {
  iframe.setAttribute('title', title);
  iframe.setAttribute('allowfullscreen', '');
  if (!iframe.getAttribute('allow')?.trim()) iframe.setAttribute('allow', FRAME_ALLOW);
}

/** The element to mount a player on: a selector is looked up, an element must still be in the document. */
export function resolveElement(target: string | HTMLElement, doc: Pick<Document, 'querySelector'>): HTMLElement {
  if (typeof target === 'string') {
    let found: Element | null = null;
    try {
      found = doc.querySelector(target);
    } catch {
      // Not a valid selector: nothing can match it.
    }
    if (found === null) throw new ElementDoesNotExistError(target);
    return found as HTMLElement;
  }
  if (!target.isConnected) throw new ElementDoesNotExistError(describeElement(target));
  return target;
}

export function describeElement(element: Pick<Element, 'id' | 'tagName'>): string {
  return element.id ? `#${element.id}` : element.tagName.toLowerCase();
}
