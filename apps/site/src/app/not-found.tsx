import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="container section">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </div>
  );
}
