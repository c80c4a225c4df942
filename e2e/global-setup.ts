// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { ensureTestStack } from '../scripts/test-setup.mjs';

export default function globalSetup() {
  return ensureTestStack({ withSite: true });
}
