import type { PhoneLib } from './phone-lib';

let loading: Promise<PhoneLib> | undefined;

/** Loads the browser's phone-number code once (a separate chunk); a failed load may be retried. */
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= import('./phone-lib').then(
    (module) => module.phoneLib,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
