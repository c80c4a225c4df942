/** The share window's size (the specification's 626 × 436, the size Facebook's own share dialog uses). */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'email';

export interface ShareLink {
  network: ShareNetwork;
  /** The network's name, as the link shows it. */
  name: string;
  href: string;
  /** Web links open in a share window; e-mail goes to the visitor's mail program. */
  web: boolean;
}

/** Links that share `url` (an absolute URL) with its title, each usable as a plain link without JavaScript. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, web: true },
    { network: 'x', name: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}`, web: true },
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, web: true },
    { network: 'email', name: 'E-mail', href: `mailto:?subject=${t}&body=${u}`, web: false },
  ];
}

/** Where the current browser window is on the screen, and how big it is (window.screenX, outerWidth…). */
export interface WindowBox {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

export interface PopupGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A popup of `size` centred on the current window (not the screen, which may hold several monitors). */
export function popupGeometry(box: WindowBox, size: { width: number; height: number } = SHARE_POPUP): PopupGeometry {
  return {
    width: size.width,
    height: size.height,
    left: Math.round(box.screenX + Math.max(0, (box.outerWidth - size.width) / 2)),
    top: Math.round(box.screenY + Math.max(0, (box.outerHeight - size.height) / 2)),
  };
}

/** window.open's feature string for a popup of that geometry. */
export function popupFeatures({ left, top, width, height }: PopupGeometry): string {
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
