import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render.js';

describe('delimiter', () => {
  it('renders a thematic break whatever its data', () => {
    expect(renderBlock('delimiter', {})).toBe('<hr/>');
    expect(renderBlock('delimiter', undefined)).toBe('<hr/>');
  });
});
