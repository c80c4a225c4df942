import { useLocale, useTranslations } from 'next-intl';
import type { LatLng } from './cluster';
import { formatDistance } from './distance';
import { addressLine, directionsUrl, telUrl, type MapLocation } from './locations';
import styles from './Maps.module.css';

/** A studio's card: name, address, phone (tap to call), opening hours and a directions link. */
export function LocationCard({
  location,
  km,
  directions,
  origin,
  onClose,
}: {
  location: MapLocation;
  km: number | null;
  directions: 'google' | 'osm';
  origin: LatLng | null;
  onClose?: () => void;
}) {
  const t = useTranslations('Maps');
  const locale = useLocale();
  const titleId = `location-card-${location.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-location-card={location.id}>
      <h3 id={titleId}>{location.name}</h3>
      <p>{addressLine(location)}</p>
      {km !== null && <p className={styles.distance}>{t('away', { distance: formatDistance(km, locale) })}</p>}
      {location.phone && (
        <p>
          <a href={telUrl(location.phone)}>{location.phone}</a>
        </p>
      )}
      {location.openingHours && (
        <p className={styles.hours}>
          <span className="sr-only">{t('openingHours')}</span>
          <span lang={location.openingHoursLang}>{location.openingHours}</span>
        </p>
      )}
      <p>
        <a href={directionsUrl(location, directions, origin)} target="_blank" rel="noopener noreferrer">
          {t('directions')}
          <span className="sr-only">{t('directionsTo', { name: location.name })}</span>
        </a>
      </p>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close', { name: location.name })}>
          ×
        </button>
      )}
    </article>
  );
}
