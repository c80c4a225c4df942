import type { ReactNode } from 'react';

/** The message of a page that cannot be shown right now, with a way to try again (`children`). */
export function UnavailableNotice({ children }: { children: ReactNode }) {
  return (
    <div className="container section" role="alert">
      <h1>This page is unavailable right now</h1>
      <p>We could not load its content. Please try again in a moment.</p>
      {children}
    </div>
  );
}
