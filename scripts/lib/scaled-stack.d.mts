// The contract of scaled-stack.mjs for the type-checked code that starts it (the CMS's scaled-out test).
// scripts/ is plain JavaScript that no type checker reads yet; keep this in step with the module.

/** One Directus process or site server of the stack, which a failure test stops and starts again. */
export interface ScaledInstance {
  readonly url: string;
  stop(): Promise<void>;
  /** Starts it again and resolves once it answers. */
  start(): Promise<unknown>;
}

/** The throw-away secrets of one run (throwawaySecrets in env-file.mjs). */
export interface ScaledStackSecrets {
  readonly ADMIN_PASSWORD: string;
  readonly DIRECTUS_SECRET: string;
  readonly DIRECTUS_ADMIN_TOKEN: string;
  readonly DIRECTUS_TOKEN: string;
  readonly REVALIDATE_SECRET: string;
  readonly PREVIEW_SECRET: string;
}

export interface ScaledStack {
  readonly postgresUrl: string;
  readonly redisUrl: string;
  /** Directus's load balancer. */
  readonly cmsUrl: string;
  /** The site's load balancer. */
  readonly siteUrl: string;
  readonly secrets: ScaledStackSecrets;
  /** Each Directus process (at least one). */
  readonly directus: readonly [ScaledInstance, ...ScaledInstance[]];
  /** Each site server (at least one). */
  readonly sites: readonly [ScaledInstance, ...ScaledInstance[]];
  /** Stops everything and deletes the temporary folders. */
  stop(): Promise<void>;
}

export function startScaledStack(options?: {
  instances?: number;
  seed?: boolean;
  /** Added to the site servers' environment (a test's CDN purge stand-in). */
  siteEnv?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<ScaledStack>;
