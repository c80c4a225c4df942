'use client';

import { useErrorTexts } from '@/components/ErrorTexts';

/** Shown when a page fails unexpectedly (Directus being down is handled by ContentUnavailable). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  // The texts come from the layout, which is always above this boundary.
  if (!texts) return null;
  return (
    <div className="container section" role="alert">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <button type="button" className="button" onClick={reset}>
        {texts.retry}
      </button>
    </div>
  );
}
