import type { DocumentHeading } from '@tessera/blocks';

/** Posts with at least this many headings get a table of contents. */
export const MIN_HEADINGS = 3;

/**
 * The headings of a post (levels 2 and 3) as links to their anchors (the Block Editor's headers get an `id` from
 * their text): plain links, so they work without JavaScript. Nothing for a post with fewer than MIN_HEADINGS.
 */
export function TableOfContents({ headings, title }: { headings: DocumentHeading[]; title: string }) {
  const listed = headings.filter((heading) => heading.level === 2 || heading.level === 3);
  if (listed.length < MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="table-of-contents" className="toc">
      <h2 id="table-of-contents" className="toc__title">
        {title}
      </h2>
      <ol className="toc__list">
        {listed.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'toc__sub' : undefined}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
