import type { LocalText as Text } from './text';

/** A small text from Directus; one that fell back to the default language carries that language's `lang`. */
export function LocalText({ value }: { value: Text | null }) {
  if (!value) return null;
  return value.lang ? <span lang={value.lang}>{value.text}</span> : value.text;
}
