import { safeRedirect } from '@/lib/security/redirect';

/**
 * Where a post without JavaScript returns: a path on this site (safeRedirect decides which), with the form's
 * anchor kept if it is an id and the query left out; '/' for anything else.
 */
export function returnAddress(value: FormDataEntryValue | null | undefined): { href: string; path: string } {
  const url = new URL(safeRedirect(value, '/'), 'http://site.invalid');
  const hash = /^#[A-Za-z0-9_-]{1,100}$/.test(url.hash) ? url.hash : '';
  // The path also goes into a cookie's Path attribute, where `;` or `,` would begin another attribute.
  return { href: `${url.pathname}${hash}`, path: url.pathname.replace(/[;,]/g, encodeURIComponent) };
}
