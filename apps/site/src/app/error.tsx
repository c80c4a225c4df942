'use client';

/** Shown when a page cannot be rendered, most often because Directus is unreachable. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container section" role="alert">
      <h1>This page is unavailable right now</h1>
      <p>We could not load its content. Please try again in a moment.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
