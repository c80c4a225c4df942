/**
 * A request Directus refused: its HTTP status, Directus's error code (`extensions.code`, e.g.
 * `FORBIDDEN`) and Directus's own message (`reason`, what an editor would read in the Data Studio),
 * which the error's message prefixes with the request.
 */
export class DirectusApiError extends Error {
  /**
   * @param {string} request the method and path, e.g. `POST /items/pages`
   * @param {number} status
   * @param {string | undefined} code
   * @param {string} reason
   */
  constructor(request, status, code, reason) {
    super(`${request}: ${reason}`);
    this.status = status;
    this.code = code;
    this.reason = reason;
  }
}

/**
 * Directus's REST envelope: `{ data }` on success, `{ errors }` on failure.
 * @typedef {{ data?: unknown, errors?: { message?: string, extensions?: { code?: string } }[] }} Envelope
 */

/**
 * A minimal REST client for Tessera's own set-up tasks (schema, access, demo content), which run
 * with an administrator token. The site never uses it: its Directus access lives in the site's
 * content module. Each method resolves to the response's `data` (the whole payload when it has
 * none, null for 204), in the type its caller names.
 * @param {string | URL} baseUrl
 * @param {string} token
 */
export function adminApi(baseUrl, token) {
  /**
   * @template T what the caller asked for: Directus's answer is trusted to have that shape
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body] JSON, or FormData for an upload
   * @returns {Promise<T>}
   */
  async function request(method, path, body) {
    const isForm = body instanceof FormData;
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (response.status === 204) return /** @type {T} */ (null);
    const text = await response.text();
    /** @type {Envelope | null} */
    const payload = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const [error] = payload?.errors ?? [];
      throw new DirectusApiError(`${method} ${path}`, response.status, error?.extensions?.code, error?.message ?? response.statusText);
    }
    return /** @type {T} */ (payload?.data ?? payload);
  }

  return {
    /** @type {<T>(path: string) => Promise<T>} */
    get: (path) => request('GET', path),
    /** @type {<T>(path: string, body: unknown) => Promise<T>} */
    post: (path, body) => request('POST', path, body),
    /** @type {<T>(path: string, body: unknown) => Promise<T>} */
    patch: (path, body) => request('PATCH', path, body),
    /** @type {<T>(path: string, body?: unknown) => Promise<T>} */
    delete: (path, body) => request('DELETE', path, body),
  };
}

/** @typedef {ReturnType<typeof adminApi>} AdminApi */

/**
 * Builds `?filter=...&limit=...` from a plain object, the shape Directus's REST API expects.
 * @param {Record<string, unknown>} params strings as they are, anything else as JSON
 */
export function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `?${search}`;
}
