// docs/cdn.md shows the VCL that e2e/varnish.spec.ts runs (docs/deploy/varnish.vcl): the two must not drift apart.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

it('docs/cdn.md carries the tested VCL as it is', () => {
  const shown = read('docs/cdn.md').match(/\n```vcl\n([\s\S]*?)```\n/)?.[1];
  expect(shown).toBe(read('docs/deploy/varnish.vcl'));
});
