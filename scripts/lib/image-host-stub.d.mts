// The shape of image-host-stub.mjs for the type-checked tests that use it (scripts/ itself is not type-checked); kept in step by hand.
export const STUB_PHOTO: { width: number; height: number };
export function pixelBombPng(width?: number, height?: number): Buffer;
export function startImageHostStub(): Promise<{
  url: string;
  host: string;
  requests: () => Record<string, number>;
  close: () => Promise<void>;
}>;
