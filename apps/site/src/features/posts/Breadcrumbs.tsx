import type { Crumb } from '@/lib/breadcrumbs';

/** Visible breadcrumbs: the trail's links, the last one (this page) marked as current. Works without JavaScript. */
export function Breadcrumbs({ trail, label }: { trail: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="breadcrumbs__item" lang={crumb.lang}>
            {index === trail.length - 1 ? (
              <a href={crumb.href} aria-current="page">
                {crumb.name}
              </a>
            ) : (
              <a href={crumb.href}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
