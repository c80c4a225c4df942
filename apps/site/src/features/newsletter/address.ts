import { domainToASCII } from 'node:url';

/**
 * The address a visitor typed, checked as the newsletter takes it. Every refusal has its own message (messages/*.json,
 * `Newsletter.errors.<problem>`), so the visitor learns what to change.
 *
 * - Surrounding spaces are dropped; any other space, and control characters (CR and LF among them), are refused.
 * - RFC 5321's limits: 254 characters in all, 64 before the @.
 * - One @, a local part of the usual characters (no quotes, brackets, commas, semicolons or backslashes: quoted local
 *   parts are valid in theory, refused by most senders in practice, and useful mostly to smuggle separators), a domain
 *   of dot-separated labels with a top level of letters.
 * - An internationalised domain (bücher.example) is taken in its ASCII form (xn--bcher-kva.example), which every mail
 *   server reads; a local part in another script is refused, as few mail servers deliver to one (SMTPUTF8).
 */

export type AddressProblem = 'required' | 'control' | 'tooLong' | 'localTooLong' | 'localNotAscii' | 'invalid';

export type AddressCheck = { ok: true; email: string } | { ok: false; problem: AddressProblem };

/** RFC 5321 (4.5.3.1): a path of at most 256 octets, of which `<` and `>`: 254 for the address. */
export const MAX_ADDRESS_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function checkAddress(typed: unknown): AddressCheck {
  if (typeof typed !== 'string' || typed.trim() === '') return { ok: false, problem: 'required' };
  const value = typed.trim();
  if (CONTROL.test(value)) return { ok: false, problem: 'control' };
  if (value.length > MAX_ADDRESS_LENGTH) return { ok: false, problem: 'tooLong' };
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return { ok: false, problem: 'invalid' };
  const local = value.slice(0, at);
  if (local.length > MAX_LOCAL_PART_LENGTH) return { ok: false, problem: 'localTooLong' };
  if (!/^[\x00-\x7f]*$/.test(local)) return { ok: false, problem: 'localNotAscii' };
  if (!LOCAL_PART.test(local)) return { ok: false, problem: 'invalid' };
  const typedDomain = value.slice(at + 1);
  if (/\s/.test(typedDomain)) return { ok: false, problem: 'invalid' };
  // domainToASCII lower-cases and applies IDNA (UTS #46); '' when the domain cannot be written in ASCII.
  const domain = domainToASCII(typedDomain);
  if (!domain || !DOMAIN.test(domain)) return { ok: false, problem: 'invalid' };
  const email = `${local}@${domain}`;
  if (email.length > MAX_ADDRESS_LENGTH) return { ok: false, problem: 'tooLong' };
  return { ok: true, email };
}
