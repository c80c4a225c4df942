import { getTranslations } from '@/lib/i18n/server';
import { ShareLinks } from './ShareLinks';

/** The share links with their words in the page's language, translated here on the server. */
export async function Share({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('Share');
  const texts = { label: t('label'), shareOn: t('shareOn'), copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') };
  return <ShareLinks url={url} title={title} texts={texts} />;
}
