import {
  acceptUserInvite,
  authentication,
  createDirectus,
  createItem,
  customEndpoint,
  deleteItem,
  graphql,
  importFile,
  inviteUser,
  login,
  logout,
  passwordRequest,
  passwordReset,
  readCollections,
  readFile,
  readFields,
  readFieldsByCollection,
  readItem,
  readItems,
  readMe,
  readRelations,
  readSingleton,
  readUser,
  refresh,
  rest,
  serverInfo,
  serverPing,
  staticToken,
  updateItem,
  updateUser,
  uploadFiles,
  type AuthenticationData,
  type AuthenticationStorage,
  type RestCommand,
} from '@directus/sdk';
import { processSingleton } from '../process-singleton';
import { CircuitBreaker } from './breaker';
import { contentConfig } from './config';
import { ContentError, requireIdentifier, toContentError } from './errors';
import { reportDirectusFailed } from './outage';
import type { Schema } from './schema';

/**
 * The one module that talks to Directus. Every call validates its identifiers, goes through the
 * official SDK with a time-out, and fails with a ContentError.
 */

type Collection = keyof Schema & string;
type ItemId = string | number;

/** Directus renews a session's access token when it is this close to expiring. */
export const REFRESH_BEFORE_EXPIRY_MS = 30_000;

/** How a read is made. */
export interface ReadOptions {
  /** Past every cache, straight from Directus: for drafts in preview, which must never be stored. */
  fresh?: boolean;
}

// One breaker per Directus per server process, whichever bundle of the app loads this module:
// after 3 consecutive failures, requests fail at once for 5 s instead of each waiting for a
// time-out, so a page whose data is not cached answers promptly during an outage.
const breakers = processSingleton('content.breakers', () => new Map<string, CircuitBreaker>());

function breakerFor(url: string): CircuitBreaker {
  const origin = new URL(url).origin;
  let breaker = breakers.get(origin);
  if (!breaker) breakers.set(origin, (breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 5000 })));
  return breaker;
}

/** A gateway error means Directus (or the proxy in front of it) is down, not that the request was wrong. */
const isOutage = (response: Response) => response.status >= 502 && response.status <= 504;

/** Every request to Directus: bounded in time, through the breaker, and reported when Directus is unavailable. */
function directusFetch(timeoutMs: number, { fresh = false }: ReadOptions = {}): typeof fetch {
  return async (input, init) => {
    try {
      const url = input instanceof Request ? input.url : String(input);
      const response = await breakerFor(url).run(
        () =>
          globalThis.fetch(input, {
            ...init,
            ...(fresh ? { cache: 'no-store' } : {}),
            signal: init?.signal ?? AbortSignal.timeout(timeoutMs),
          }),
        isOutage,
      );
      if (isOutage(response)) reportDirectusFailed();
      return response;
    } catch (error) {
      reportDirectusFailed();
      throw error;
    }
  };
}

function siteClient(options: ReadOptions = {}) {
  const { url, token, timeoutMs } = contentConfig();
  return createDirectus<Schema>(url, { globals: { fetch: directusFetch(timeoutMs, options) } })
    .with(staticToken(token))
    .with(rest())
    .with(graphql());
}

async function send<Output>(command: RestCommand<Output, Schema>, options: ReadOptions = {}): Promise<Output> {
  try {
    return await siteClient(options).request(command);
  } catch (error) {
    throw toContentError(error);
  }
}

// Items ------------------------------------------------------------------------------------------

type ItemCollection = Exclude<Collection, 'site_settings'>;
type ItemOf<C extends ItemCollection> = Schema[C] extends (infer Item)[] ? Item : never;
/** A Directus query (fields, filter, sort, limit, page, deep…). Callers say what shape they read. */
export type ItemQuery = Record<string, unknown>;

export async function listItems<C extends ItemCollection, Item = ItemOf<C>>(
  collection: C,
  query: ItemQuery = {},
  options: ReadOptions = {},
): Promise<Item[]> {
  requireIdentifier('collection', collection);
  return send(readItems(collection, query as never), options) as Promise<Item[]>;
}

export async function getItem<C extends ItemCollection, Item = ItemOf<C>>(
  collection: C,
  id: ItemId,
  query: ItemQuery = {},
  options: ReadOptions = {},
): Promise<Item> {
  requireIdentifier('collection', collection);
  requireIdentifier('id', id);
  return send(readItem(collection, id, query as never), options) as Promise<Item>;
}

export async function getSingleton<Item = Schema['site_settings']>(
  collection: 'site_settings',
  query: ItemQuery = {},
): Promise<Item | null> {
  requireIdentifier('collection', collection);
  return send(readSingleton(collection, query as never)) as Promise<Item | null>;
}

export async function createOne<C extends ItemCollection, Item = ItemOf<C>>(collection: C, data: Partial<ItemOf<C>>): Promise<Item> {
  requireIdentifier('collection', collection);
  return send(createItem(collection, data as never)) as Promise<Item>;
}

export async function updateOne<C extends ItemCollection, Item = ItemOf<C>>(
  collection: C,
  id: ItemId,
  data: Partial<ItemOf<C>>,
): Promise<Item> {
  requireIdentifier('collection', collection);
  requireIdentifier('id', id);
  return send(updateItem(collection, id, data as never)) as Promise<Item>;
}

export async function deleteOne(collection: ItemCollection, id: ItemId): Promise<void> {
  requireIdentifier('collection', collection);
  requireIdentifier('id', id);
  return send(deleteItem(collection, id));
}

// Tessera's endpoints in Directus (apps/cms/extensions) -------------------------------------------

/** Posts `body` as JSON to one of Tessera's own endpoints in Directus, with the site's token; its answer's `data` (the SDK unwraps it). */
export async function postToEndpoint<Output>(path: `/${string}`, body: unknown): Promise<Output> {
  return send(customEndpoint<Output>({ path, method: 'POST', body: JSON.stringify(body) }));
}

// Server, schema, GraphQL, files -----------------------------------------------------------------

export const ping = async () => send(serverPing());
export const info = () => send(serverInfo());
export const listCollections = () => send(readCollections());
export const listRelations = () => send(readRelations());
export async function listFields(collection?: string) {
  if (collection === undefined) return send(readFields());
  requireIdentifier('collection', collection);
  return send(readFieldsByCollection(collection));
}

/** Runs a GraphQL query against /graphql, or /graphql/system for Directus's own collections. */
export async function graphqlQuery<Output extends object>(
  query: string,
  variables?: Record<string, unknown>,
  scope: 'items' | 'system' = 'items',
) {
  requireIdentifier('query', query);
  try {
    return await siteClient().query<Output>(query, variables, scope);
  } catch (error) {
    throw toContentError(error);
  }
}

export async function importFileFromUrl(url: string, data: Record<string, unknown> = {}) {
  requireIdentifier('url', url);
  return send(importFile(url, data));
}

/**
 * Uploads one file into Directus's files, with the item fields given (folder, title…), and answers its id. The
 * fields are sent before the file, as Directus requires; the upload may take longer than a query.
 */
export async function uploadFile(fields: Record<string, string>, file: Blob, filename: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', file, filename);
  try {
    const { url, token, timeoutMs } = contentConfig();
    const client = createDirectus<Schema>(url, { globals: { fetch: directusFetch(timeoutMs * 4) } })
      .with(staticToken(token))
      .with(rest());
    const uploaded = (await client.request(uploadFiles(body, { fields: ['id'] }))) as { id: string };
    return uploaded.id;
  } catch (error) {
    throw toContentError(error);
  }
}

/** The id of the folder a file is in (null: the root), read with the site's token. */
export async function fileFolder(id: string): Promise<string | null> {
  requireIdentifier('id', id);
  const file = (await send(readFile(id, { fields: ['folder'] }))) as { folder?: string | { id: string } | null };
  return typeof file.folder === 'object' && file.folder !== null ? file.folder.id : (file.folder ?? null);
}

/** Directus's image transformations, as the asset route accepts them. */
export interface AssetTransform {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'inside' | 'outside';
  format?: 'auto' | 'jpg' | 'png' | 'webp' | 'avif';
  quality?: number;
  download?: boolean;
}

/** Fetches a file's bytes (transformed) for the site's asset route, with the site's token. */
export async function fetchAsset(id: string, transform: AssetTransform = {}, accept?: string): Promise<Response> {
  requireIdentifier('id', id);
  const { url, token, timeoutMs } = contentConfig();
  const target = new URL(`${url}/assets/${encodeURIComponent(id)}`);
  for (const [key, value] of Object.entries(transform)) {
    if (value !== undefined && value !== false) target.searchParams.set(key, String(value));
  }
  try {
    // A first request for a transformation makes Directus resize the image, which takes longer than a query.
    const response = await directusFetch(timeoutMs * 4)(target, {
      headers: { authorization: `Bearer ${token}`, ...(accept ? { accept } : {}) },
      cache: 'no-store',
    });
    if (!response.ok) {
      const payload = await response.json().catch(() => undefined);
      throw toContentError(Object.assign(new Error(response.statusText), payload ?? {}, { response }));
    }
    return response;
  } catch (error) {
    throw toContentError(error);
  }
}

// Members: authentication and users ----------------------------------------------------------------

/** Tokens of a signed-in member; `expires_at` is in epoch milliseconds. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

function toSessionTokens(data: AuthenticationData): SessionTokens {
  if (!data.access_token || !data.refresh_token || data.expires === null) {
    throw toContentError(new Error('Directus returned no session tokens'));
  }
  return { access_token: data.access_token, refresh_token: data.refresh_token, expires_at: data.expires_at ?? Date.now() + data.expires };
}

function publicClient() {
  const { url, timeoutMs } = contentConfig();
  return createDirectus<Schema>(url, { globals: { fetch: directusFetch(timeoutMs) } }).with(rest());
}

async function sendPublic<Output>(command: RestCommand<Output, Schema>): Promise<Output> {
  try {
    return await publicClient().request(command);
  } catch (error) {
    throw toContentError(error);
  }
}

export async function signIn(email: string, password: string): Promise<SessionTokens> {
  requireIdentifier('email', email);
  requireIdentifier('password', password);
  return toSessionTokens(await sendPublic(login({ email, password }, { mode: 'json' })));
}

export async function refreshSession(refreshToken: string): Promise<SessionTokens> {
  requireIdentifier('refresh_token', refreshToken);
  return toSessionTokens(await sendPublic(refresh({ mode: 'json', refresh_token: refreshToken })));
}

/** Revokes the refresh token in Directus. */
export async function signOut(refreshToken: string) {
  requireIdentifier('refresh_token', refreshToken);
  return sendPublic(logout({ mode: 'json', refresh_token: refreshToken }));
}

export async function requestPasswordReset(email: string, resetUrl: string) {
  requireIdentifier('email', email);
  requireIdentifier('reset_url', resetUrl);
  return sendPublic(passwordRequest(email, resetUrl));
}

export async function resetPassword(token: string, password: string) {
  requireIdentifier('token', token);
  requireIdentifier('password', password);
  return sendPublic(passwordReset(token, password));
}

export async function acceptInvitation(token: string, password: string) {
  requireIdentifier('token', token);
  requireIdentifier('password', password);
  return sendPublic(acceptUserInvite(token, password));
}

/** Sends Directus's invitation e-mail; needs the site token's permission to create users. */
export async function invite(email: string, roleId: string, inviteUrl: string) {
  requireIdentifier('email', email);
  requireIdentifier('role', roleId);
  requireIdentifier('invite_url', inviteUrl);
  return send(inviteUser(email, roleId, inviteUrl));
}

/**
 * A client acting as a signed-in member. Before each request the SDK renews the access token
 * when it is within REFRESH_BEFORE_EXPIRY_MS of expiring; `onRefresh` receives the new tokens so
 * the session layer can store them.
 */
export function memberClient(tokens: SessionTokens, onRefresh: (tokens: SessionTokens) => void) {
  const { url, timeoutMs } = contentConfig();
  let current: AuthenticationData = { ...tokens, expires: tokens.expires_at - Date.now() };
  const storage: AuthenticationStorage = {
    get: () => current,
    set: (next) => {
      // The SDK clears the storage before storing renewed tokens; only the renewal is news.
      current = next ?? current;
      if (next?.access_token && next.refresh_token) onRefresh(toSessionTokens(next));
    },
  };
  const client = createDirectus<Schema>(url, { globals: { fetch: directusFetch(timeoutMs) } })
    .with(authentication('json', { autoRefresh: false, msRefreshBeforeExpires: REFRESH_BEFORE_EXPIRY_MS, storage }))
    .with(rest());
  return {
    /** The member's user id (/users/me). Members have no read permissions, so the id is all Directus returns. */
    me: async (): Promise<{ id: string }> => {
      try {
        return (await client.request(readMe({ fields: ['id'] }))) as { id: string };
      } catch (error) {
        throw toContentError(error);
      }
    },
  };
}

/** The Directus role whose users may sign in on the site (apps/cms/src/access.mjs creates it). */
export const MEMBER_ROLE_NAME = 'Member';

/**
 * Signs in a user of the Member role. Anyone else (an editor, the administrator) gets the same
 * answer as a wrong password, and the session Directus opened for them is revoked at once.
 */
export async function signInMember(email: string, password: string): Promise<SessionTokens> {
  const tokens = await signIn(email, password);
  const { id } = await memberClient(tokens, () => {}).me();
  const user = (await send(readUser(id, { fields: ['role.name'] } as never))) as unknown as { role: { name: string } | null };
  if (user.role?.name !== MEMBER_ROLE_NAME) {
    await signOut(tokens.refresh_token).catch(() => {});
    throw new ContentError('Invalid user credentials.', 'unauthorized', 401, 'INVALID_CREDENTIALS');
  }
  return tokens;
}

// Members: profiles, read and changed by the site's server (after it has checked the session) -------

export interface MemberProfile {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

const profileFields = ['id', 'email', 'first_name', 'last_name'];

export async function getMemberProfile(id: string): Promise<MemberProfile> {
  requireIdentifier('id', id);
  return (await send(readUser(id, { fields: profileFields } as never))) as unknown as MemberProfile;
}

/** Changes a member's name, e-mail or password, and nothing else. */
export async function updateMemberProfile(
  id: string,
  changes: Partial<Pick<MemberProfile, 'email' | 'first_name' | 'last_name'>> & { password?: string },
): Promise<MemberProfile> {
  requireIdentifier('id', id);
  const allowed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => ['email', 'first_name', 'last_name', 'password'].includes(key) && value !== undefined),
  );
  return (await send(updateUser(id, allowed as never, { fields: profileFields } as never))) as unknown as MemberProfile;
}
