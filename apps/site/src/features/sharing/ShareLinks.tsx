'use client';

import { useId, useState, type MouseEvent } from 'react';
import { popupFeatures, popupGeometry, shareLinks, type ShareLink } from './share';
import styles from './ShareLinks.module.css';

/** The component's words, translated on the server (so the page loads no message catalogue for them). */
export interface ShareTexts {
  label: string;
  shareOn: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/** Touch devices with the Web Share API get the system's share sheet instead of a web popup. */
function systemShareAvailable(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Share links for a page. Rendered on the server they are plain links (each opens the network's
 * share page, copy-link is a link to the page itself); once hydrated, web links open in a centred
 * popup, or the system share sheet on touch devices, and copy-link copies and says so politely.
 */
export function ShareLinks({ url, title, texts }: { url: string; title: string; texts: ShareTexts }) {
  const [message, setMessage] = useState('');
  const labelId = useId();

  async function systemShare() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to the link itself.
      if ((error as Error).name !== 'AbortError') window.open(url, '_blank', 'noopener');
    }
  }

  function openShare(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
    if (systemShareAvailable()) {
      event.preventDefault();
      void systemShare();
      return;
    }
    const popup = window.open(link.href, `share-${link.network}`, popupFeatures(popupGeometry(window)));
    // A blocked popup leaves the link to open in a new tab.
    if (!popup) return;
    event.preventDefault();
    popup.opener = null;
  }

  async function copyLink(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    // Emptied first, so copying twice is announced twice.
    setMessage('');
    try {
      await navigator.clipboard.writeText(url);
      setMessage(texts.copied);
    } catch {
      setMessage(texts.copyFailed);
    }
  }

  return (
    <div className={styles.share}>
      <p className={styles.label} id={labelId}>
        {texts.label}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              className={styles.link}
              href={link.href}
              {...(link.web ? { target: '_blank', rel: 'noopener noreferrer', onClick: (event) => openShare(event, link) } : {})}
            >
              <span className="sr-only">{texts.shareOn}</span>
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <a className={styles.link} href={url} onClick={copyLink}>
            {texts.copy}
          </a>
        </li>
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
