import styles from './PreviewBanner.module.css';

/** Shown above every page rendered in preview (Next.js draft mode), so an editor never mistakes a draft for the live site. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <aside className={styles.banner} aria-label="Preview mode">
      <p>
        <strong>Preview</strong>: you are seeing unpublished content as it stands in Directus.
      </p>
      <a className={styles.exit} href={`/api/preview/exit?to=${encodeURIComponent(path)}`}>
        Exit preview
      </a>
    </aside>
  );
}
