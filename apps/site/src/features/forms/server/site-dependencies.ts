import 'server-only';
import { checkPhoneOnServer } from '@/features/phone/server/phone-max';
import { createFormSubmission, getForm, storeSubmissionFile } from '@/lib/content';
import { formRateLimiter, type SubmitDependencies } from './submit';

/** What a submission uses on the site: Directus through the content module, the shared rate limit, full phone data. */
export const siteSubmitDependencies = (): SubmitDependencies => ({
  loadForm: getForm,
  store: createFormSubmission,
  storeFile: storeSubmissionFile,
  limiter: formRateLimiter(),
  checkPhone: checkPhoneOnServer,
  log: (message, error) => console.warn(message, error instanceof Error ? error.message : (error ?? '')),
});
