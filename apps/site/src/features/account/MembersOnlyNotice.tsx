import Link from 'next/link';

/** What anonymous visitors see instead of a members-only page's content. */
export function MembersOnlyNotice({ title, path }: { title: string; path: string }) {
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>This page is for members. Please sign in to read it.</p>
      <p>
        <Link href={`/account/sign-in?next=${encodeURIComponent(path)}`}>Sign in</Link>
      </p>
    </div>
  );
}
