import type { Author } from '@/lib/content';
import { AssetImage } from '@/lib/AssetImage';
import { textIn } from '@/lib/i18n/text';

/**
 * An author's photo, short bio (in the page's language, else the default one's, marked) and links. On a post (`href`
 * given) the box is headed by their name, linking to their page; on that page its main heading names them already.
 */
export function AuthorBio({
  author,
  href,
  locale,
  defaultLocale,
  linksLabel,
}: {
  author: Author;
  href?: string;
  locale: string;
  defaultLocale: string;
  linksLabel: string;
}) {
  const bio = textIn(author, 'bio', locale, defaultLocale);
  const links = (author.links ?? []).filter((link) => /^https?:\/\//i.test(link.url));
  const headingId = `author-${author.id}`;
  return (
    <section className="author-bio" {...(href ? { 'aria-labelledby': headingId } : {})}>
      {author.photo && <AssetImage className="author-bio__photo" id={author.photo} alt="" width={96} height={96} sizes="96px" />}
      <div>
        {href && (
          <h2 id={headingId} className="author-bio__name">
            <a href={href}>{author.name}</a>
          </h2>
        )}
        {bio && (
          <p className="author-bio__bio" lang={bio.lang}>
            {bio.text}
          </p>
        )}
        {links.length > 0 && (
          <ul className="author-bio__links" aria-label={linksLabel}>
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
