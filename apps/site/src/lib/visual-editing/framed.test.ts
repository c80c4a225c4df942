import { describe, expect, it } from 'vitest';
import { isFramedRequest } from './framed';

describe('isFramedRequest', () => {
  it("takes a frame's navigation and its router's same-origin fetches as framed", () => {
    expect(isFramedRequest(new Headers({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isFramedRequest(new Headers({ 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }))).toBe(
      true,
    );
  });

  it('takes a page opened on its own, or an RSC request from elsewhere, as not framed', () => {
    expect(isFramedRequest(new Headers({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isFramedRequest(new Headers({ 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isFramedRequest(new Headers({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isFramedRequest(new Headers())).toBe(false);
  });
});
