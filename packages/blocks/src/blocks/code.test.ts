import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('code', () => {
  it('renders the code as escaped plain text, never as markup', () => {
    expect(renderBlock('code', { code: 'a < b && "c" </code></pre><script>x</script> &amp;' })).toBe(
      '<pre><code>a &lt; b &amp;&amp; &quot;c&quot; &lt;/code&gt;&lt;/pre&gt;&lt;script&gt;x&lt;/script&gt; &amp;amp;</code></pre>',
    );
  });

  it('keeps whitespace, including a leading newline', () => {
    expect(renderBlock('code', { code: '\n  x\n' })).toBe('<pre><code>\n  x\n</code></pre>');
  });

  it('requires a string', () => {
    expect(validate(doc({ type: 'code', data: {} }))).toEqual([{ index: 0, type: 'code', message: 'data.code must be a string' }]);
  });
});
