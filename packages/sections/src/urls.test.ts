import { describe, expect, it } from 'vitest';
import { isLinkUrl } from './urls.js';

describe('isLinkUrl', () => {
  it('takes paths on the site and http(s) addresses', () => {
    for (const url of ['/', '/about', '/de/ueber-uns?x=1#a', 'https://example.com/', 'http://example.com/a b'])
      expect(isLinkUrl(url), url).toBe(true);
  });

  // Script URLs and open-redirect spellings from PayloadsAllTheThings (XSS Injection, Open Redirect).
  it('refuses script, data and protocol-relative URLs and their obfuscations', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.domain)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript://%0Aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      'https:evil.example',
      'evil.example',
      '',
    ])
      expect(isLinkUrl(url), JSON.stringify(url)).toBe(false);
  });
});
