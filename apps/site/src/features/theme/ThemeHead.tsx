import { themeCss, themePalettes, type ThemeSettings } from '@tessera/blocks';
import { THEME_SCRIPT } from '@/lib/theme/script.mjs';

/**
 * The head's theme: the site's colours from its settings (both themes, light-dark() picks one) and the script that
 * applies a visitor's kept choice before the first paint. Both carry the request's nonce; the page cache's seal
 * takes it out and allows them by their hashes.
 */
export function ThemeHead({ settings, nonce }: { settings: ThemeSettings; nonce: string | undefined }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(themePalettes(settings)) }} />
    </>
  );
}
