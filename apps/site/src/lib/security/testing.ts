/** For tests: a Content-Security-Policy header read back into its directives and their sources. */
export function parseCsp(policy = ''): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** One directive's sources, or null when the policy does not have it. */
export const cspDirective = (policy: string | undefined, name: string): string[] | null => parseCsp(policy).get(name) ?? null;
