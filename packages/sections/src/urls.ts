/**
 * The links a section may hold: a path on the site (`/about`, not `//host` nor `/\host`, which browsers read as
 * another host) or an http(s) address. Anything else (`javascript:`, `data:`, a bare word) is refused at save and
 * never rendered as a link.
 */
export function isLinkUrl(value: string): boolean {
  if (value !== value.trim() || /[\u0000-\u001f\u007f\\]/.test(value.slice(0, 2))) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\u0000-\u001f]/.test(value);
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && /^https?:\/\//i.test(value);
}

/** The sentence that refuses a link a section cannot use; `what` names the field (`"Link URL" of card 2`). */
export const linkProblem = (what: string, value: string) =>
  `${what} must be a path on this site (starting with /) or an address starting with https://, not "${value.slice(0, 80)}".`;
