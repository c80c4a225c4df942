/** Where a post without JavaScript returns: the page's own path (and the form's anchor), never another site. */
export function returnAddress(value: FormDataEntryValue | null | undefined): { href: string; path: string } {
  const home = { href: '/', path: '/' };
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || /^\/[/\\]|[\\\u0000-\u001f\u007f]/.test(value))
    return home;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return home;
    const hash = /^#[A-Za-z0-9_-]{1,100}$/.test(url.hash) ? url.hash : '';
    // The path also goes into a cookie's Path attribute, where `;` or `,` would begin another attribute.
    return { href: `${url.pathname}${hash}`, path: url.pathname.replace(/[;,]/g, encodeURIComponent) };
  } catch {
    return home;
  }
}
