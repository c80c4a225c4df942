// The site's only inline script of its own, run in <head> before the page paints: it applies the theme a visitor
// chose with the theme switch (features/theme), kept in localStorage, so the page never flashes the other theme.
// Every visitor gets the same bytes (cached pages are shared), so the choice is read here in the browser and never
// from a cookie on the server. The page cache's seal allows exactly this text by its hash (../page-cache/seal.ts),
// as it does Next.js's own inline scripts; rendered per request, it carries the request's nonce.
// Without JavaScript nothing sets data-theme, and the page follows the system setting.

/** Where the choice is kept: 'light', 'dark' or 'system' (also what no entry means). */
export const THEME_STORAGE_KEY = 'tessera-theme';

export const THEME_SCRIPT = `(function(){var c;try{c=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}document.documentElement.dataset.theme=c==="light"||c==="dark"?c:"system"})()`;
