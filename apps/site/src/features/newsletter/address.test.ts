import { describe, expect, it } from 'vitest';
import { checkAddress, MAX_ADDRESS_LENGTH } from './address';

// Line breaks as the CRLF-injection payload lists give them (PayloadsAllTheThings, "CRLF Injection"): raw CR/LF, each
// alone, NUL, NEL and the Unicode separators, and the "嘊嘍" trick (U+560A U+560D, whose low bytes are LF and CR).
const BREAKS = ['\r\n', '\n', '\r', '\r\n\r\n', '\u0000', '\u0085', '\u2028', '\u2029', '\t'];

// Invalid addresses from Wikipedia's "Email address" article (Examples, invalid), and e-mail injection payloads
// (PayloadsAllTheThings: "Email Injection"; OWASP Testing Guide: "Testing for IMAP SMTP Injection").
const INVALID = [
  'Abc.example.com',
  'A@b@c@example.com',
  'a"b(c)d,e:f;g<h>i[j\\k]l@example.com',
  'just"not"right@example.com',
  'this is"not\\allowed@example.com',
  'this\\ still\\"not\\\\allowed@example.com',
  'i.like.underscores@but_they_are_not_allowed_in_this_part',
  '"much.more unusual"@example.com',
  'reader@example.com,victim@example.com',
  'reader@example.com;victim@example.com',
  'reader@example.com>Bcc:victim@example.com',
  '<script>alert(1)</script>@example.com',
  '"<svg/onload=alert(1)>"@example.com',
  "'or 1=1--@example.com",
  'reader@[127.0.0.1]',
  'reader@localhost',
  'reader@example..com',
  '.reader@example.com',
  'reader.@example.com',
  'reader@-example.com',
  'reader@example.com%0d%0aBcc:victim@example.com',
  '@example.com',
  'reader@',
];

describe('checkAddress', () => {
  it('takes an ordinary address, trimmed, its domain in lower case', () => {
    expect(checkAddress('  Ada.Lovelace+news@Example.COM ')).toEqual({ ok: true, email: 'Ada.Lovelace+news@example.com' });
    expect(checkAddress("o'brien@example.co.uk")).toEqual({ ok: true, email: "o'brien@example.co.uk" });
  });

  it('takes an internationalised domain in its ASCII form', () => {
    expect(checkAddress('leser@bücher.example')).toEqual({ ok: true, email: 'leser@xn--bcher-kva.example' });
    expect(checkAddress('قارئ@example.com')).toEqual({ ok: false, problem: 'localNotAscii' });
    expect(checkAddress('reader@例え.テスト')).toEqual({ ok: true, email: 'reader@xn--r8jz45g.xn--zckzah' });
  });

  it('refuses a line break or another control character anywhere, for every payload of the list', () => {
    for (const brk of BREAKS) {
      for (const typed of [`reader@example.com${brk}Bcc: victim@example.com`, `reader${brk}@example.com`, `reader@exa${brk}mple.com`]) {
        expect(checkAddress(typed), JSON.stringify(typed)).toEqual({ ok: false, problem: 'control' });
      }
    }
    // The "嘊嘍" trick is no line break here, and no address either.
    expect(checkAddress('reader@example.com\u560a\u560dBcc: victim@example.com').ok).toBe(false);
  });

  it('applies RFC 5321’s limits: 64 characters before the @, 254 in all', () => {
    const local64 = 'a'.repeat(64);
    expect(checkAddress(`${local64}@example.com`).ok).toBe(true);
    expect(checkAddress(`${local64}b@example.com`)).toEqual({ ok: false, problem: 'localTooLong' });
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(50)}.com`;
    const longest = `${'a'.repeat(MAX_ADDRESS_LENGTH - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(checkAddress(longest).ok).toBe(true);
    expect(checkAddress(`a${longest}`)).toEqual({ ok: false, problem: 'tooLong' });
    expect(checkAddress('x'.repeat(10_000))).toEqual({ ok: false, problem: 'tooLong' });
  });

  it.each(INVALID)('refuses %j as malformed', (typed) => {
    const check = checkAddress(typed);
    expect(check.ok).toBe(false);
  });

  it('asks for an address when there is none', () => {
    for (const typed of ['', '   ', null, undefined, 42, ['reader@example.com']]) {
      expect(checkAddress(typed)).toEqual({ ok: false, problem: 'required' });
    }
  });
});
