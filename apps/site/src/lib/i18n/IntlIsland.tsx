'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { TIME_ZONE } from './config';
import type { Messages } from './messages';

/**
 * Gives an island's components the messages the server picked for it (islandIntl). Imported by the islands
 * themselves, so next-intl's browser code is in their chunks only: pages without islands load none of it.
 */
export function IntlIsland({ intl, children }: { intl: { locale: string; messages: Partial<Messages> }; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
