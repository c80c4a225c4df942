'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface ErrorTextsValue {
  title: string;
  text: string;
  retry: string;
}

const Texts = createContext<ErrorTextsValue | null>(null);

/**
 * The words of the error page (app/error.tsx), a client component that next-intl's provider does not reach: the
 * layout translates them on the server and hands them down here, so no page loads next-intl's browser code for them.
 */
export function ErrorTexts({ texts, children }: { texts: ErrorTextsValue; children: ReactNode }) {
  return <Texts value={texts}>{children}</Texts>;
}

export function useErrorTexts(): ErrorTextsValue | null {
  return useContext(Texts);
}
