// What every request asks again with the same text (its address, its Accept-Encoding or Accept header): worked out
// once and remembered, so that answering a cached page parses nothing it parsed before (docs/page-cache.md,
// "Answering hits at the static-file limit"). Bounded: at most `limit` texts, each at most `maxLength` long, so a
// flood of new addresses or headers costs the same as without it, and memory stays small.

/** `compute` of a text, remembered for the last `limit` distinct texts up to `maxLength` characters (longer ones are computed each time). */
export function remembered<T>(compute: (text: string) => T, { limit = 1024, maxLength = 256 } = {}): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const found = known.get(text);
    if (found !== undefined || known.has(text)) return found as T;
    const value = compute(text);
    if (text.length <= maxLength) {
      // Forgetting them all at once costs nothing per request, unlike keeping an order of use.
      if (known.size >= limit) known.clear();
      known.set(text, value);
    }
    return value;
  };
}
