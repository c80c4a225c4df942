import { describe, expect, it } from 'vitest';
import { popupFeatures, popupGeometry, SHARE_POPUP, shareLinks } from './share';

describe('shareLinks', () => {
  const links = Object.fromEntries(
    shareLinks('https://tessera.example.com/posts/a b?x=1&y=2', 'Glaze & grout: “basics”').map((link) => [link.network, link]),
  );

  it('shares the encoded URL and title with each network', () => {
    expect(links.facebook!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftessera.example.com%2Fposts%2Fa%20b%3Fx%3D1%26y%3D2',
    );
    expect(links.x!.href).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Ftessera.example.com%2Fposts%2Fa%20b%3Fx%3D1%26y%3D2&text=Glaze%20%26%20grout%3A%20%E2%80%9Cbasics%E2%80%9D',
    );
    expect(links.linkedin!.href).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ftessera.example.com%2Fposts%2Fa%20b%3Fx%3D1%26y%3D2',
    );
    expect(links.email!.href).toBe(
      'mailto:?subject=Glaze%20%26%20grout%3A%20%E2%80%9Cbasics%E2%80%9D&body=https%3A%2F%2Ftessera.example.com%2Fposts%2Fa%20b%3Fx%3D1%26y%3D2',
    );
  });

  it('opens web networks in a window and e-mail in the mail program', () => {
    expect(Object.values(links).map((link) => [link.network, link.web])).toEqual([
      ['facebook', true],
      ['x', true],
      ['linkedin', true],
      ['email', false],
    ]);
  });

  it('keeps what it shares inside the query string', () => {
    const [facebook] = shareLinks('https://evil.example/#&u=x', 'a');
    expect(new URL(facebook!.href).searchParams.get('u')).toBe('https://evil.example/#&u=x');
  });
});

describe('popupGeometry', () => {
  it('centres a 626 × 436 window on the current window', () => {
    expect(popupGeometry({ screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800 })).toEqual({
      width: 626,
      height: 436,
      left: 327,
      top: 182,
    });
  });

  it('follows the window to wherever it is, e.g. a second monitor', () => {
    expect(popupGeometry({ screenX: 1920, screenY: 100, outerWidth: 1000, outerHeight: 700 })).toEqual({
      width: SHARE_POPUP.width,
      height: SHARE_POPUP.height,
      left: 1920 + 187,
      top: 100 + 132,
    });
    expect(popupGeometry({ screenX: -1280, screenY: 0, outerWidth: 1280, outerHeight: 1024 }).left).toBe(-1280 + 327);
  });

  it('aligns with the window’s corner when the window is smaller than the popup', () => {
    expect(popupGeometry({ screenX: 50, screenY: 60, outerWidth: 400, outerHeight: 300 })).toMatchObject({ left: 50, top: 60 });
  });

  it('gives window.open its features', () => {
    expect(popupFeatures({ left: 327, top: 182, width: 626, height: 436 })).toBe('popup=yes,width=626,height=436,left=327,top=182');
  });
});
