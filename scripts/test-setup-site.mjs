// Vitest's globalSetup for the fault tests, which load the site itself (see test-setup.mjs).
import { ensureTestStack } from './test-setup.mjs';

export default function vitestSiteSetup() {
  return ensureTestStack({ withSite: true });
}
