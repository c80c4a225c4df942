/** JSON with Uint8Array/Buffer (read back as Buffer) and Map values kept intact. */
export function serialize(value: unknown): string;
export function deserialize<V>(text: string): V;
