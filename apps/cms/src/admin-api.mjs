/**
 * A minimal REST client for Tessera's own set-up tasks (schema, access, demo content), which run
 * with an administrator token. The site never uses it: its Directus access lives in the site's
 * content module.
 */
export function adminApi(baseUrl, token) {
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
    if (response.status === 204) return null;
    const text = await response.text();
    const payload = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const message = payload?.errors?.[0]?.message ?? response.statusText;
      const error = new Error(`${method} ${path}: ${message}`);
      error.status = response.status;
      error.code = payload?.errors?.[0]?.extensions?.code;
      throw error;
    }
    return payload?.data ?? payload;
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path, body) => request('DELETE', path, body),
  };
}

/** Builds `?filter=...&limit=...` from a plain object, the shape Directus's REST API expects. */
export function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `?${search}`;
}
