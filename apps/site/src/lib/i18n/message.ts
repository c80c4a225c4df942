/**
 * A message as a key in the catalogues with its values, rather than as text, for what is decided in one place
 * and shown in another (a check run in the browser and on the server, a server action's answer): shown in the
 * page's language where it is shown. Text written in Directus (a form's success message) is text already.
 */
export type Message<Key extends string = string> = { key: Key; values?: Record<string, number | string> } | { text: string };

export function message<Key extends string>(key: Key, values?: Record<string, number | string>): Message<Key> {
  return values ? { key, values } : { key };
}
