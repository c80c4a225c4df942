import styles from './PhoneInput.module.css';

export const flagUrl = (code: string) => `/api/flags/${code}.svg`;

/**
 * A country's flag, served by the site (/api/flags/XX.svg, from country-flag-icons); decorative.
 * A `deferred` flag has no src yet: the country list sets it when the flag scrolls into view.
 */
export function Flag({ code, deferred = false }: { code: string; deferred?: boolean }) {
  return (
    <img
      className={styles.flag}
      src={deferred ? undefined : flagUrl(code)}
      data-src={deferred ? flagUrl(code) : undefined}
      alt=""
      width={21}
      height={14}
      decoding="async"
    />
  );
}
