import { describe, expect, it } from 'vitest';
import { checkHtml } from './allowlist.js';

describe('checkHtml', () => {
  it('accepts the markup the renderer emits', () => {
    expect(
      checkHtml(
        '<p class="align-center">a &amp; <a href="https://x.example/?a=1&amp;b" rel="noopener noreferrer">b</a><br/></p>' +
          '<figure class="image"><img src="/assets/x" srcSet="/assets/x?width=320 320w" sizes="100vw" width="1" alt="&quot;" loading="lazy" decoding="async"/></figure>',
      ),
    ).toEqual([]);
  });

  it.each([
    ['<script>alert(1)</script>', 'element <script> is not allowed'],
    ['<svg onload="x"></svg>', 'element <svg> is not allowed'],
    ['<p onclick="x">a</p>', 'attribute onclick is not allowed on <p>'],
    ['<p style="x">a</p>', 'attribute style is not allowed on <p>'],
    ['<p class="evil">a</p>', 'p[class] has a disallowed value: "evil"'],
    ['<a href="javascript:alert(1)">a</a>', 'a[href] has a disallowed value: "javascript:alert(1)"'],
    ['<a href=" JAVA\tSCRIPT:alert(1)">a</a>', 'a[href] has a disallowed value: " JAVA\\tSCRIPT:alert(1)"'],
    ['<a href="&#106;avascript:x">a</a>', 'unexpected character reference at 9'],
    ['<img src="data:image/png,x"/>', 'img[src] has a disallowed value: "data:image/png,x"'],
    ['<img src="/x" srcSet="javascript:x 1w"/>', 'img[srcSet] has a disallowed value: "javascript:x 1w"'],
    ['<p title=x>a</p>', 'malformed attribute title on <p>'],
    ['<p>"</p>', 'unescaped " at 3'],
    ['<b>a</i>', 'misplaced </i> at 7'],
    ['<b>a', 'unclosed elements: b'],
    ['<br>', 'malformed end of <br> at 3'],
    ['<a href="/a"><a href="/b">x</a></a>', 'link inside a link'],
    ['<!-- x -->', 'unexpected markup at 0'],
    ['a < b', 'unexpected markup at 2'],
    ['<constructor></constructor>', 'element <constructor> is not allowed'],
    ['<p constructor="x">a</p>', 'attribute constructor is not allowed on <p>'],
  ])('flags %j', (html, violation) => {
    expect(checkHtml(html)).toContain(violation);
  });
});
