import { getTranslations } from '@/lib/i18n/server';
import { pageHref, paginationRange } from './pagination';
import styles from './Pagination.module.css';

interface PaginationProps {
  /** The list's address; page N is `basePath?page=N`. */
  basePath: string;
  current: number;
  total: number;
  /** The landmark's name, e.g. "Journal pages". */
  label: string;
  /** The links to the previous and next pages; the catalogue's "Newer" and "Older" (a list newest first) unless given. */
  previousLabel?: string;
  nextLabel?: string;
}

/** Numbered page links that work without JavaScript; the current page is marked for assistive technology. */
export async function Pagination({ basePath, current, total, label, previousLabel, nextLabel }: PaginationProps) {
  if (total <= 1) return null;
  const t = await getTranslations('Pagination');
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <a href={pageHref(basePath, current - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true" className={styles.arrow}>
                ←{' '}
              </span>
              {previousLabel ?? t('newer')}
            </a>
          </li>
        )}
        {paginationRange(current, total).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={pageHref(basePath, item)}
                className={styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('page', { page: item })}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <a href={pageHref(basePath, current + 1)} rel="next" className={styles.step}>
              {nextLabel ?? t('older')}
              <span aria-hidden="true" className={styles.arrow}>
                {' →'}
              </span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
