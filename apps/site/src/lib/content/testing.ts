// For the integration tests: requests to the test set-up's Directus with its admin token, to arrange and inspect
// what the site's least-privilege token may not.
const directusUrl = () => process.env.TESSERA_TEST_DIRECTUS_URL!;

/** Calls Directus's REST API as the test admin; resolves with the response's `data` (undefined for 204). */
export async function directusAsAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${directusUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}
