import { DirectusApiError } from './admin-api.mjs';

/**
 * The test stack's Directus, as Vitest's global set-up hands it to the CMS's integration tests (the
 * TESSERA_TEST_* variables of scripts/lib/test-stack.mjs). Read when called, so that a test file run
 * without the set-up fails with the variable's name rather than a request to `undefined`.
 */
export function testDirectus() {
  return {
    url: testVariable('TESSERA_TEST_DIRECTUS_URL'),
    adminToken: testVariable('TESSERA_TEST_ADMIN_TOKEN'),
    siteToken: testVariable('TESSERA_TEST_SITE_TOKEN'),
    previewSecret: testVariable('TESSERA_TEST_PREVIEW_SECRET'),
  };
}

/** @param {string} name */
function testVariable(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the test through Vitest, whose global set-up starts the test stack.`);
  return value;
}

/**
 * The error of a request the test expects Directus to refuse, for the test to check its status and
 * Directus's message (`reason`). Throws when Directus accepted the request, or when it failed otherwise.
 * @param {Promise<unknown>} request
 * @returns {Promise<DirectusApiError>}
 */
export async function refusal(request) {
  try {
    await request;
  } catch (error) {
    if (error instanceof DirectusApiError) return error;
    throw error;
  }
  throw new Error('Directus accepted a request the test expected it to refuse.');
}
