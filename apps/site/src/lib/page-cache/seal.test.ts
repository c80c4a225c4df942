import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '../theme/script.mjs';
import { HELD_SCRIPTS_LOADER, HELD_SCRIPT_TYPE } from './held-scripts.ts';
import { isNextInlineScript, nonceOf, sealPage, sealPolicy, sha256Source } from './seal.ts';

const NONCE = 'bm9uY2Utb2YtdGVzdA==';
const POLICY = `default-src 'self'; script-src 'self' https://js.stripe.com 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self' 'nonce-${NONCE}'; frame-ancestors 'none'`;
const CHUNK = Buffer.from('console.log("chunk")');
const chunkHash = `sha256-${createHash('sha256').update(CHUNK).digest('base64')}`;

const bootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const first = '(self.__next_f=self.__next_f||[]).push([0])';
const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
// The RSC payload names the nonce too (for the stylesheets and scripts React's client adds).
const payloadWithNonce = `self.__next_f.push([1,":HL[\\"/a.css\\",\\"style\\",{\\"nonce\\":\\"${NONCE}\\"}]"])`;
const page = [
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}"/>`,
  `<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAAA" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/b.js" async="" nonce="${NONCE}"></script>`,
  `<link rel="preload" href="/_next/static/chunks/b.js" as="script" nonce="${NONCE}" fetchPriority="low"/>`,
  `<script nonce="${NONCE}" id="_R_">${bootstrap}</script><script nonce="${NONCE}">${THEME_SCRIPT}</script></head><body>`,
  `<script type="application/ld+json">{"@context":"https://schema.org","name":"\\u003c/script\\u003e"}</script>`,
  `<script nonce="${NONCE}">${first}</script><script nonce="${NONCE}">${payload}</script>`,
  `<script nonce="${NONCE}">${payloadWithNonce}</script>`,
  `<script nonce="${NONCE}">alert(document.cookie)</script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"x"]);alert(1)</script>`,
  `<script src="https://evil.example/x.js" nonce="${NONCE}"></script></body></html>`,
].join('');

describe('sealing a page for every visitor', () => {
  const sealed = sealPage(page, { nonce: NONCE, readBuildFile: (src) => (src === '/_next/static/chunks/b.js' ? CHUNK : null) });

  it('takes the nonce out of every element', () => {
    expect(sealed.html).not.toContain(NONCE);
  });

  it("hashes Next.js's inline scripts and allows external scripts by their integrity", () => {
    expect(sealed.scriptSources).toEqual([
      "'sha256-AAAA'",
      `'${chunkHash}'`,
      sha256Source(bootstrap),
      sha256Source(THEME_SCRIPT),
      sha256Source(first),
      sha256Source(payload),
      sha256Source(payloadWithNonce.replace(NONCE, '')),
      sha256Source(HELD_SCRIPTS_LOADER),
    ]);
    expect(sealed.html).toContain(
      `<script type="${HELD_SCRIPT_TYPE}" src="/_next/static/chunks/b.js" async="" integrity="${chunkHash}"></script>`,
    );
    expect(sealed.html).toContain(
      `<link data-held-rel="preload" href="/_next/static/chunks/b.js" as="script" fetchPriority="low" integrity="${chunkHash}"/>`,
    );
  });

  it('holds the async scripts until the first paint, and allows the script that loads them by its hash', () => {
    expect(sealed.html).toContain(`<script>${HELD_SCRIPTS_LOADER}</script></body></html>`);
    expect(sealed.html).not.toMatch(/<script (?![^>]*type=)[^>]*\basync\b/);
    // A script that is not async keeps its place: it may have been written to run before the page is shown.
    expect(sealed.html).toContain('<script src="https://evil.example/x.js"></script>');
  });

  it('leaves structured data alone: a data block is not a script', () => {
    expect(sealed.html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","name":"\\u003c/script\\u003e"}</script>',
    );
    expect(sealed.refused.map(({ text }) => text).join()).not.toContain('schema.org');
  });

  it('leaves every other script unhashed and says which', () => {
    expect(sealed.refused).toEqual([
      { kind: 'inline script', text: 'alert(document.cookie)' },
      { kind: 'inline script', text: 'self.__next_f.push([1,"x"]);alert(1)' },
      { kind: 'external script', text: 'https://evil.example/x.js' },
    ]);
  });

  it('replaces the nonce in the policy by the hashes, keeping strict-dynamic and the features’ hosts', () => {
    const policy = sealPolicy(POLICY, NONCE, sealed);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' https://js.stripe.com ${sealed.scriptSources.join(' ')} 'strict-dynamic'; style-src 'self'; frame-ancestors 'none'`,
    );
    expect(nonceOf(POLICY)).toBe(NONCE);
    expect(nonceOf(policy)).toBeNull();
  });

  it('hashes inline styles when a page has them', () => {
    const styled = sealPage(`<style nonce="${NONCE}">p{color:red}</style>`, { nonce: NONCE, readBuildFile: () => null });
    expect(sealPolicy(POLICY, NONCE, styled)).toContain(`style-src 'self' ${sha256Source('p{color:red}')}`);
  });
});

describe('the inline script shapes Next.js writes', () => {
  it.each([first, payload, bootstrap, 'self.__next_f.push([3,"AAEC"])'])('accepts %s', (text) => {
    expect(isNextInlineScript(text)).toBe(true);
  });

  it.each([
    'self.__next_f.push([1,"a"]);fetch("/x")',
    'self.__next_f.push(alert(1))',
    'self.__next_f.push({"a":1})',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([1]);',
    ' self.__next_f.push([0])',
    '',
  ])('refuses %s', (text) => {
    expect(isNextInlineScript(text)).toBe(false);
  });
});
