'use server';

import { headers } from 'next/headers';
import { currentMemberId } from '@/features/account/server/session';
import { SUBMISSION_ID_NAME } from '../definition';
import { isSubmissionId, SUBMIT_MESSAGES, type FormState } from '../state';
import { rateLimitKey } from '@/lib/rate-limit';
import { siteSubmitDependencies } from './site-dependencies';
import { handleSubmission, rawValues } from './submit';

/**
 * The server action behind every CMS form, bound to the form's id by FormSection. It works with
 * `<form action>` alone (no JavaScript: the page re-renders with the returned state, through
 * useActionState) and is called directly by the form's script otherwise.
 */
export async function submitForm(formId: number, previous: FormState, data: FormData): Promise<FormState> {
  try {
    const requestHeaders = await headers();
    return await handleSubmission(
      // Submissions made while signed in record the member (form_submissions.member).
      // Files never come this way: a form with a file field posts to its upload route (./post.ts).
      { formId, read: async () => ({ data }), clientKey: rateLimitKey(requestHeaders), memberId: await currentMemberId() },
      siteSubmitDependencies(),
    );
  } catch (error) {
    // Never an error page instead of the form: the visitor keeps the input and can try again.
    console.error('Form submission failed unexpectedly.', error);
    const posted = data.get(SUBMISSION_ID_NAME);
    const submissionId = isSubmissionId(posted) ? posted : (previous?.submissionId ?? '');
    return { status: 'failed', message: SUBMIT_MESSAGES.failed, errors: {}, values: rawValues(data), submissionId };
  }
}
