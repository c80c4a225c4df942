/**
 * A tiny typed validator instead of zod. On the benchmark document (bench/render.mjs), zod 4 took ~0.34 ms
 * just to check the 1,000 blocks' data, more than editorjs-html needs to render them; `validate()` does that
 * plus URL and video-id checks in ~0.16 ms. These guards check in place, copy nothing, and build issue text
 * only on failure.
 *
 * A check is a type guard that also pushes one issue per problem. Issues are path-relative (" must be a
 * string") and get their path prefixed on the way out (".items[2].content must be a string").
 */
export type Check<T> = (value: unknown, issues: string[]) => value is T;

export type Checked<C> = C extends Check<infer T> ? T : never;

export type Data = Readonly<Record<string, unknown>>;

/** Prefixes `path` to the issues pushed since `from`. */
export function prefix(issues: string[], from: number, path: string): void {
  for (let i = from; i < issues.length; i++) issues[i] = path + (issues[i] ?? '');
}

/** Runs `check` on a value found at `path`, prefixing the issues it reports. */
export function checkAt<T>(check: Check<T>, path: string, value: unknown, issues: string[]): value is T {
  const before = issues.length;
  if (check(value, issues)) return true;
  prefix(issues, before, path);
  return false;
}

export function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const string: Check<string> = (value, issues): value is string => {
  if (typeof value === 'string') return true;
  issues.push(' must be a string');
  return false;
};

export const boolean: Check<boolean> = (value, issues): value is boolean => {
  if (typeof value === 'boolean') return true;
  issues.push(' must be true or false');
  return false;
};

export function integer(min: number): Check<number> {
  const issue = ` must be an integer of at least ${min}`;
  return (value, issues): value is number => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min) return true;
    issues.push(issue);
    return false;
  };
}

export function oneOf<const T extends string | number>(values: readonly T[]): Check<T> {
  const allowed: ReadonlySet<unknown> = new Set(values);
  const issue = ` must be one of ${values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(', ')}`;
  return (value, issues): value is T => {
    if (allowed.has(value)) return true;
    issues.push(issue);
    return false;
  };
}

/** {@link checkAt} for a field that may be absent, or null as Directus stores empty file fields. */
export function optionalAt<T>(check: Check<T>, path: string, value: unknown, issues: string[]): value is T | null | undefined {
  return value === undefined || value === null || checkAt(check, path, value, issues);
}

/** Absent, or null as Directus stores empty file fields. */
export function optional<T>(check: Check<T>): Check<T | null | undefined> {
  return (value, issues): value is T | null | undefined => value === undefined || value === null || check(value, issues);
}

export function arrayOf<T>(check: Check<T>): Check<readonly T[]> {
  return (value, issues): value is readonly T[] => {
    if (!Array.isArray(value)) {
      issues.push(' must be an array');
      return false;
    }
    let ok = true;
    for (let i = 0; i < value.length; i++) {
      const before = issues.length;
      if (check(value[i], issues)) continue;
      ok = false;
      prefix(issues, before, `[${i}]`);
    }
    return ok;
  };
}

/** An object with at least these fields; other fields are ignored, as Editor.js tools add their own. */
export function object<S extends Readonly<Record<string, Check<unknown>>>>(shape: S): Check<{ readonly [K in keyof S]: Checked<S[K]> }> {
  const keys = Object.keys(shape);
  const checks = Object.values(shape);
  return (value, issues): value is { readonly [K in keyof S]: Checked<S[K]> } => {
    if (!isData(value)) {
      issues.push(' must be an object');
      return false;
    }
    let ok = true;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] ?? '';
      const before = issues.length;
      if (checks[i]?.(value[key], issues) !== false) continue;
      ok = false;
      prefix(issues, before, `.${key}`);
    }
    return ok;
  };
}
