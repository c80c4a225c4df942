import { LinkPage, linkPageMetadata } from '@/features/newsletter/LinkPage';

export const generateMetadata = () => linkPageMetadata('unsubscribe');

/** The page the e-mail's unsubscribe link opens (features/newsletter/LinkPage.tsx). */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string; outcome?: string }> }) {
  const { token, outcome } = await searchParams;
  return <LinkPage kind="unsubscribe" token={token} outcome={outcome} />;
}
