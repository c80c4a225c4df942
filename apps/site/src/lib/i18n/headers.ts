// Request headers the proxy sets on every request it hands on (never the client's word: always overwritten).

/** The language of the path asked for. */
export const LOCALE_HEADER = 'x-tessera-locale';

/** The path asked for without its language prefix (/kontakt for /de/kontakt): where the language switcher starts. */
export const PATH_HEADER = 'x-tessera-path';

/** The proxy's per-process mark on a request it has handed on (proxy.ts). */
export const HANDLED_HEADER = 'x-tessera-handled';
