import { LinkPage, linkPageMetadata } from '@/features/newsletter/LinkPage';

export const generateMetadata = () => linkPageMetadata('confirm');

/** The page the e-mail's confirm link opens (features/newsletter/LinkPage.tsx). */
export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string; outcome?: string }> }) {
  const { token, outcome } = await searchParams;
  return <LinkPage kind="confirm" token={token} outcome={outcome} />;
}
