/** How a project uses Directus under its Core plan, as the Data Studio's licence prompt asks it. */
export const PROJECT_USAGES = ['personal', 'commercial', 'community'];

/**
 * Answers the Data Studio's first-run licence prompt ("Have a license key?") for a Core-plan project, as
 * an administrator choosing "I'm using Core plan" would: Directus shows the prompt while its settings have
 * no `project_usage` and no licence key is active. A usage already set, by an editor or an earlier start,
 * is left alone. Only the embedded Directus of `npm start` and the tests calls this; a production
 * project's owner answers the prompt (or enters a licence key) themselves.
 */
export async function answerLicencePrompt(api, projectUsage) {
  if (!PROJECT_USAGES.includes(projectUsage)) {
    throw new Error(`DIRECTUS_PROJECT_USAGE must be one of ${PROJECT_USAGES.join(', ')}, not "${projectUsage}".`);
  }
  const settings = await api.get('/settings?fields=project_usage');
  if (settings?.project_usage) return false;
  await api.patch('/settings', { project_usage: projectUsage });
  return true;
}
