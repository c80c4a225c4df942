// One value per server process, whichever copy of a module asks for it.
//
// Why this is needed at all: one site process runs several copies of the same module. Next.js compiles a module into
// every bundle that imports it (the proxy, the server components' and the route handlers' bundles, the
// instrumentation hook) and each bundle evaluates its own copy; the site's own server (apps/site/server.ts) loads
// yet another through Node itself. A module-level `const` is therefore one per copy: a timer would run twice, a
// cache cleared by /api/revalidate in one bundle would still answer in the proxy's, and what the server installs
// for Next.js would never reach the copy Next.js reads. Keyed by a registered symbol on globalThis, every copy finds
// the same value. Only erasable TypeScript here: server.ts runs it without a build step.

/** The process's one value called `name`, created by `create` the first time any copy of any module asks for it. */
export function processSingleton<T>(name: string, create: () => T): T {
  return ((globalThis as { [key: symbol]: T })[Symbol.for(`tessera.${name}`)] ??= create());
}
