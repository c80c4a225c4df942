import { describe, expect, it } from 'vitest';
import { ContentError, requireIdentifier, toContentError, transportErrorMessage } from './errors';

const serverError = (code: string, message: string, status: number) =>
  Object.assign(new Error(message), {
    errors: [
      { message, extensions: { code } },
      { message: 'second message', extensions: { code } },
    ],
    response: new Response(null, { status }),
  });

describe('transportErrorMessage', () => {
  it('prefers the first message the server provided', () => {
    expect(transportErrorMessage(serverError('FORBIDDEN', 'You do not have permission', 403))).toBe('You do not have permission');
  });
  it('falls back to the transport message', () => {
    expect(transportErrorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
  });
  it('falls back to the transport message when the server message is empty', () => {
    const error = Object.assign(new Error('Bad Gateway'), { errors: [{ message: '', extensions: { code: 'X' } }] });
    expect(transportErrorMessage(error)).toBe('Bad Gateway');
  });
  it("says 'Unknown transport error' when there is no message at all", () => {
    expect(transportErrorMessage(undefined)).toBe('Unknown transport error');
    expect(transportErrorMessage({})).toBe('Unknown transport error');
    expect(transportErrorMessage(new Error(''))).toBe('Unknown transport error');
  });
});

describe('toContentError', () => {
  it.each([
    ['FORBIDDEN', 403, 'forbidden'],
    ['INVALID_CREDENTIALS', 401, 'unauthorized'],
    ['TOKEN_EXPIRED', 401, 'unauthorized'],
    ['FAILED_VALIDATION', 400, 'validation'],
    ['RECORD_NOT_UNIQUE', 400, 'validation'],
    ['REQUESTS_EXCEEDED', 429, 'rate-limited'],
    ['SERVICE_UNAVAILABLE', 503, 'unavailable'],
    ['ROUTE_NOT_FOUND', 404, 'not-found'],
    ['SOMETHING_NEW', 404, 'not-found'],
    ['SOMETHING_NEW', 502, 'unavailable'],
  ] as const)('maps %s (%i) to %s', (code, status, kind) => {
    const error = toContentError(serverError(code, 'message', status));
    expect(error).toBeInstanceOf(ContentError);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe('message');
  });
  it('treats a failure without a response as unavailable', () => {
    const error = toContentError(new TypeError('fetch failed'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('fetch failed');
  });
  it('keeps a ContentError as it is', () => {
    const original = new ContentError('x', 'forbidden');
    expect(toContentError(original)).toBe(original);
  });
});

describe('requireIdentifier', () => {
  it('rejects an empty or blank string naming the parameter', () => {
    expect(() => requireIdentifier('collection', '')).toThrow('collection cannot be an empty string');
    expect(() => requireIdentifier('id', '  ')).toThrow('id cannot be an empty string');
  });
  it('accepts numbers and non-empty strings', () => {
    expect(() => requireIdentifier('id', 0)).not.toThrow();
    expect(() => requireIdentifier('collection', 'pages')).not.toThrow();
  });
});
