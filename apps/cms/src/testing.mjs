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
