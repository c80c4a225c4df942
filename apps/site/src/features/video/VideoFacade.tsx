'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { Proportions } from './aspect';
import type { VideoService } from './ids';
import type { PlayerController, PlayerState } from './player';
import styles from './Video.module.css';

export interface VideoFacadeProps {
  service: VideoService;
  id: string;
  hash?: string | undefined;
  title: string;
  /** The facade's words, translated on the server: the play button's name and the failure message. */
  texts: { play: string; failed: string };
  /** The site's poster URL; without one the facade shows a neutral placeholder (CSS, no request). */
  posterSrc?: string | undefined;
  /** The box's proportions, e.g. 16 × 9. */
  aspectRatio: Proportions;
}

type Phase = 'facade' | 'loading' | 'player' | 'error';

/**
 * The only client code of a video until it is played: a poster and a native play button. Activating the
 * button (click, Enter or Space) loads the player code and the service's player, starts it and moves focus
 * into it.
 */
export function VideoFacade({ service, id, hash, title, posterSrc, aspectRatio, texts }: VideoFacadeProps) {
  const [phase, setPhase] = useState<Phase>('facade');
  const [player, setPlayer] = useState<PlayerController | null>(null);
  const [playerState, setPlayerState] = useState<PlayerState | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const starting = useRef(false);
  // False while hydrating, true after: lets tests (and styles) tell when the button works.
  const hydrated = useHydrated();

  // The player goes with the component (destroying it also drops its listeners).
  useEffect(() => {
    if (player === null) return;
    return () => player.destroy();
  }, [player]);

  async function activate() {
    if (starting.current) return;
    starting.current = true;
    setPhase('loading');
    try {
      const { mountPlayer } = await import('./player');
      const container = host.current;
      if (container === null) return;
      // React owns the host, not its content: the player's frame replaces this element.
      const mount = document.createElement('div');
      container.replaceChildren(mount);
      const controller = await mountPlayer(mount, { service, id, hash, title, autoplay: true });
      // Subscribed at once, not in an effect: the player may change state before effects run.
      controller.onStateChange((state) => setPlayerState(state));
      setPlayerState(controller.state);
      controller.iframe.focus();
      setPlayer(controller);
      setPhase('player');
      // Autoplay usually starts it; if the browser refuses, the player's own button is there.
      controller.play().catch(() => {});
    } catch (error) {
      console.error(error);
      host.current?.replaceChildren();
      starting.current = false;
      setPhase('error');
    }
  }

  return (
    <div
      className={styles.frame}
      data-video-service={service}
      data-phase={phase}
      data-player-state={playerState ?? undefined}
      data-hydrated={hydrated ? '' : undefined}
    >
      {/* Sizes the box by the video's proportions without a style attribute, which the CSP refuses. */}
      <svg className={styles.sizer} viewBox={`0 0 ${aspectRatio.width} ${aspectRatio.height}`} aria-hidden="true" focusable="false" />
      <div ref={host} className={styles.host} />
      {phase === 'player' ? null : (
        <div className={styles.facade}>
          {posterSrc === undefined ? null : <img className={styles.poster} src={posterSrc} alt="" loading="lazy" decoding="async" />}
          <button type="button" className={styles.play} aria-label={texts.play} aria-busy={phase === 'loading'} onClick={activate}>
            <span className={styles.title} aria-hidden="true">
              {title}
            </span>
            <svg className={styles.icon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
              <rect className={styles.iconBackground} width="68" height="48" rx="12" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
          </button>
          {phase === 'error' ? (
            <p className={styles.error} role="alert">
              {texts.failed}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
