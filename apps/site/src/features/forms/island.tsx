'use client';

import { deferredIsland } from '@/lib/deferred-island';
// Imported here too, not only by the island, so that they join the route's stylesheet: with the island's chunk
// they would be a stylesheet of their own, and the first paint would wait one more round trip for it.
import './Form.module.css';
import '@/features/phone/PhoneInput.module.css';

/**
 * The form, in a chunk of its own that only pages with a form download, and only once it comes near the viewport or
 * is used (deferredIsland); the server renders it in full, and it posts without JavaScript.
 */
export const FormClient = deferredIsland(() => import('./FormClient').then((module) => module.FormClient));
