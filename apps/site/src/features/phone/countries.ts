/** The phone input's country list, built on the server and searched in the browser. */

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** The name in the page's language, e.g. "United Kingdom", "Vereinigtes Königreich". */
  name: string;
  /** Calling code without the `+`, e.g. "44". */
  dial: string;
}

/** Common names a visitor may type that are neither the country's name nor its code. */
const ALIASES: Record<string, string[]> = {
  GB: ['uk', 'great britain', 'england', 'scotland', 'wales', 'northern ireland'],
  US: ['usa', 'america', 'united states of america'],
  AE: ['uae', 'emirates'],
  NL: ['holland'],
  CZ: ['czech republic'],
  KR: ['korea'],
  CI: ['ivory coast'],
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The countries matching what the visitor typed: a calling code (`44`, `+44`) matches by prefix,
 * anything else matches names, aliases and ISO codes. Best matches first, then in list order.
 */
export function filterCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const q = fold(query);
  if (q === '' || q === '+') return [...options];
  if (/^\+?\d+$/.test(q)) {
    const dial = q.replace(/^\+/, '');
    const matches = options.filter((option) => option.dial.startsWith(dial));
    return [...matches.filter((option) => option.dial === dial), ...matches.filter((option) => option.dial !== dial)];
  }
  // Exact (code, name or alias), then the start of a name, of a word in it, anywhere in it.
  const ranked: CountryOption[][] = [[], [], [], []];
  for (const option of options) {
    const names = [fold(option.name), ...(ALIASES[option.code] ?? [])];
    if (option.code.toLowerCase() === q || names.includes(q)) ranked[0]!.push(option);
    else if (names.some((name) => name.startsWith(q))) ranked[1]!.push(option);
    else if (names.some((name) => name.split(/[\s,&().-]+/).some((word) => word.startsWith(q)))) ranked[2]!.push(option);
    else if (names.some((name) => name.includes(q))) ranked[3]!.push(option);
  }
  return ranked.flat();
}

/** Sorts by name in the page's language, the order the picker lists them in. */
export function sortCountries(options: CountryOption[], locale: string): CountryOption[] {
  return options.sort((a, b) => a.name.localeCompare(b.name, locale));
}
