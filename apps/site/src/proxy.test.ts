import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './proxy';

describe('proxy', () => {
  it("knows every top-level route of the app, so a member's request for one is never taken for a CMS page", () => {
    const folders = readdirSync(fileURLToPath(new URL('./app', import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('('))
      .map((entry) => entry.name);
    expect([...APP_ROUTES].sort()).toEqual(folders.sort());
  });
});
