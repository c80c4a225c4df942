import 'server-only';
import type { VideoProps } from '@tessera/blocks';
import { getTranslations } from '@/lib/i18n/server';
import { aspectRatio } from './aspect';
import { SERVICE_NAMES } from './ids';
import { videoServer } from './server';
import styles from './Video.module.css';
import { VideoFacade } from './island';

/**
 * A YouTube or Vimeo video, rendered on the server as a facade: poster, title and a play button, at the
 * video's aspect ratio. Nothing is requested from the video service until the visitor presses play; the link
 * to the service's page is there for readers without JavaScript.
 */
export async function Video({ service, id, hash, width, height, caption, captionText, url }: VideoProps) {
  const serviceName = SERVICE_NAMES[service];
  const t = await getTranslations('Video');
  const fallbackTitle = captionText.trim() || t('fallbackTitle', { service: serviceName });
  const { title, posterSrc } = await videoServer().facade(service, id, hash, fallbackTitle);
  return (
    <figure className={`embed embed--${service} ${styles.figure}`}>
      <VideoFacade
        service={service}
        id={id}
        hash={hash}
        title={title}
        posterSrc={posterSrc}
        aspectRatio={aspectRatio(width, height)}
        texts={{ play: t('play', { title }), failed: t('failed') }}
      />
      <figcaption className={styles.caption}>
        {caption}
        {caption === undefined ? null : ' · '}
        <a className={styles.watch} href={url} rel="noopener noreferrer">
          {t('watchOn', { service: serviceName })}
        </a>
      </figcaption>
    </figure>
  );
}
