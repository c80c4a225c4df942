import Link from 'next/link';
import { FormattedDate } from '@/lib/format-date';
import { getTranslations } from '@/lib/i18n/server';
import type { SearchHit, TextPiece } from './engine';

/** Text with its matched words in `<mark>`; React escapes every piece, whatever the content holds. */
function Highlighted({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) => (piece.match ? <mark key={index}>{piece.text}</mark> : piece.text));
}

/** One page of hits, each with its type, date and a snippet around its first match, in the page's language. */
export async function SearchResults({ hits, start }: { hits: SearchHit[]; start: number }) {
  const t = await getTranslations('Search');
  return (
    <ol className="search-results" start={start}>
      {hits.map(({ document, title, snippet }) => (
        <li key={document.id} className="search-result">
          <h2 className="search-result__title">
            <Link href={document.path}>
              <Highlighted pieces={title} />
            </Link>
          </h2>
          <p className="search-result__meta">
            {t(`kinds.${document.kind}`)}
            {document.membersOnly && ` · ${t('membersOnly')}`}
            {document.date && (
              <>
                {' · '}
                <FormattedDate iso={document.date} />
              </>
            )}
          </p>
          {snippet.length > 0 && (
            <p className="search-result__snippet">
              <Highlighted pieces={snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The search form of the results page: a plain GET form to `action` (/search in the page's language), so it works without JavaScript. */
export async function SearchForm({ query, id, action }: { query: string; id: string; action: string }) {
  const t = await getTranslations('Search');
  return (
    <form role="search" action={action} method="get" className="search-form">
      <label htmlFor={id}>{t('label')}</label>
      <div className="search-form__row">
        <input id={id} type="search" name="q" defaultValue={query} autoComplete="off" enterKeyHint="search" />
        <button type="submit">{t('submit')}</button>
      </div>
    </form>
  );
}
