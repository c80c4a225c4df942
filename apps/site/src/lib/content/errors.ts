import { isDirectusError } from '@directus/sdk';

/** What went wrong, in terms a caller can act on. */
export type ContentErrorKind = 'not-found' | 'forbidden' | 'unauthorized' | 'validation' | 'rate-limited' | 'unavailable' | 'unknown';

/** Every failure of the content module is one of these, with the message the specification asks for. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(
    message: string,
    readonly kind: ContentErrorKind,
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const kindByCode: Record<string, ContentErrorKind> = {
  FORBIDDEN: 'forbidden',
  ROUTE_NOT_FOUND: 'not-found',
  INVALID_CREDENTIALS: 'unauthorized',
  INVALID_TOKEN: 'unauthorized',
  TOKEN_EXPIRED: 'unauthorized',
  INVALID_OTP: 'unauthorized',
  USER_SUSPENDED: 'unauthorized',
  INVALID_PAYLOAD: 'validation',
  INVALID_QUERY: 'validation',
  FAILED_VALIDATION: 'validation',
  RECORD_NOT_UNIQUE: 'validation',
  VALUE_TOO_LONG: 'validation',
  CONTAINS_NULL_VALUES: 'validation',
  REQUESTS_EXCEEDED: 'rate-limited',
  SERVICE_UNAVAILABLE: 'unavailable',
};

function kindByStatus(status: number | undefined): ContentErrorKind {
  if (status === undefined) return 'unavailable';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500) return 'unavailable';
  return 'unknown';
}

function responseStatus(error: unknown): number | undefined {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : undefined;
}

/**
 * The message of a failed call: the first message the server provided, else the transport's own
 * message, else 'Unknown transport error'.
 */
export function transportErrorMessage(error: unknown): string {
  if (isDirectusError(error)) {
    const first = error.errors[0]?.message;
    if (first) return first;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown transport error';
}

/** Maps anything the SDK or `fetch` throws to a ContentError. */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const message = transportErrorMessage(error);
  const status = responseStatus(error);
  if (isDirectusError(error)) {
    const code = error.errors[0]?.extensions?.code;
    const kind = (code ? kindByCode[code] : undefined) ?? kindByStatus(status);
    return new ContentError(message, kind, status, code, { cause: error });
  }
  // No response at all: refused connection, DNS failure or time-out.
  const kind = status === undefined ? 'unavailable' : kindByStatus(status);
  return new ContentError(message, kind, status, undefined, { cause: error });
}

/** Rejects an empty identifier before any request is made. */
export function requireIdentifier(name: string, value: string | number): void {
  if (typeof value === 'string' && value.trim() === '') {
    throw new ContentError(`${name} cannot be an empty string`, 'validation');
  }
}
