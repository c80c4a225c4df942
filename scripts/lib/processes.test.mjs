import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocalSecrets, parseEnvFile } from './env-file.mjs';
import { ProcessGroup, waitForHttp } from './processes.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('ProcessGroup', () => {
  let group;
  afterEach(() => group?.stopAll());

  it('reports a crashed child, and stopAll ends the others', async () => {
    const crashes = [];
    group = new ProcessGroup({ quiet: true, onCrash: (crash) => crashes.push(crash) });
    const steady = group.start('site', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    group.start('cms', process.execPath, ['-e', 'console.log("about to fail"); process.exit(3)']);
    await expect.poll(() => crashes.length).toBe(1);
    expect(crashes[0]).toMatchObject({ name: 'cms', code: 3, output: ['about to fail'] });
    expect(alive(steady.child.pid)).toBe(true);
    await group.stopAll();
    expect(alive(steady.child.pid)).toBe(false);
    expect(crashes).toHaveLength(1);
  });

  it('stops one child on purpose without reporting a crash', async () => {
    const crashes = [];
    group = new ProcessGroup({ quiet: true, onCrash: (crash) => crashes.push(crash) });
    const child = group.start('cms', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await group.stop('cms');
    expect(alive(child.child.pid)).toBe(false);
    expect(crashes).toEqual([]);
  });

  it('waitForHttp fails early when the process exits', async () => {
    group = new ProcessGroup({ quiet: true });
    const handle = group.start('cms', process.execPath, ['-e', 'console.error("no database"); process.exit(1)']);
    await expect(waitForHttp('http://127.0.0.1:9/', { process: handle, timeoutMs: 10_000 })).rejects.toThrow(
      /cms exited before .*no database/s,
    );
  });
});

describe('local secrets', () => {
  let folder;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('generates missing values once and reuses them', () => {
    folder = mkdtempSync(join(tmpdir(), 'tessera-env-'));
    const file = join(folder, '.env.local');
    let calls = 0;
    const generators = { ADMIN_PASSWORD: () => `generated-${++calls}`, OTHER: () => 'other' };
    const first = loadLocalSecrets(file, generators);
    expect(first.added).toEqual(['ADMIN_PASSWORD', 'OTHER']);
    const second = loadLocalSecrets(file, generators);
    expect(second.added).toEqual([]);
    expect(second.values).toEqual(first.values);
    expect(parseEnvFile(readFileSync(file, 'utf8'))).toEqual({ ADMIN_PASSWORD: 'generated-1', OTHER: 'other' });
  });

  it('lets the environment win without writing it to the file', () => {
    folder = mkdtempSync(join(tmpdir(), 'tessera-env-'));
    const file = join(folder, '.env.local');
    process.env.TESSERA_TEST_SECRET = 'from-env';
    try {
      const { values, added } = loadLocalSecrets(file, { TESSERA_TEST_SECRET: () => 'generated' });
      expect(values.TESSERA_TEST_SECRET).toBe('from-env');
      expect(added).toEqual([]);
    } finally {
      delete process.env.TESSERA_TEST_SECRET;
    }
  });

  it('parses comments, quotes and blank lines', () => {
    expect(parseEnvFile('# note\n\nA=1\nB="two words"\n C = \'x\' \nnot a line\n')).toEqual({ A: '1', B: 'two words', C: 'x' });
  });
});
