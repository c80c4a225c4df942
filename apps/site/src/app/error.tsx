'use client';

import { UnavailableNotice } from '@/components/UnavailableNotice';

/** Shown when a page fails unexpectedly (Directus being down is handled by ContentUnavailable). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <UnavailableNotice>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </UnavailableNotice>
  );
}
