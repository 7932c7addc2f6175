// The job workers end to end in Node: the real worker bundle driven through WorkerPool as the extension host does.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/channel/worker-pool';
import type { JobChannel } from '../../src/workspace/job-protocol';
import { generated, tempDir, write } from '../cli/fixtures';
import { MAP_NAME, mapFiles, zip } from '../helpers/archives';
import { bundle } from '../helpers/bundle';

let workerFile: string;
let pool: WorkerPool<JobChannel>;

beforeAll(async () => {
  workerFile = await bundle('extension/job-worker.ts');
  pool = new WorkerPool<JobChannel>(workerFile, 2);
});
afterAll(() => pool.stop());

describe('job workers', () => {
  it('validate a file on each slot with the CLI’s diagnostics', async () => {
    const dir = tempDir();
    const good = write(dir, 'map.smf', generated('smf', '.smf'));
    const bad = generated('smf', '.smf').slice();
    bad.fill(0xee, 0, 4);
    const broken = write(dir, 'broken.smf', bad);
    const [a, b] = await Promise.all([
      pool.run({ kind: 'validate', file: good }, 0),
      pool.run({ kind: 'validate', file: broken }, 1),
    ]);
    expect(a).toMatchObject({ file: good, format: 'smf' });
    expect('diagnostics' in a && a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect('diagnostics' in b && b.diagnostics.some((d) => d.severity === 'error' && d.offset === 0)).toBe(true);
    expect(await pool.run({ kind: 'validate', file: path.join(dir, 'gone.smf') })).toMatchObject({
      unreadable: { key: 'cannot read {0}: {1}', args: [path.join(dir, 'gone.smf'), 'ENOENT'] },
    });
  });

  it('list the registry’s name patterns and the map archives', async () => {
    expect(await pool.run({ kind: 'patterns' })).toEqual(
      expect.arrayContaining(['*.smf', '**/Land.msh', '*.sd7', '*.sdz']),
    );
  });

  it('validate a map archive with its inner files', async () => {
    const file = write(tempDir(), 'map.sdz', zip(mapFiles()));
    const r = await pool.run({ kind: 'validate', file });
    expect(r).toMatchObject({ file, format: 'sdz' });
    const inner = 'inner' in r ? (r.inner ?? []) : [];
    expect(inner.map((i) => [i.file, i.format, i.diagnostics])).toEqual([
      [`${file}!mapinfo.lua`, 'mapinfo', []],
      [`${file}!${MAP_NAME}`, 'smf', []],
    ]);
  });

  it('compare two files: a changed header field with its byte spans in both', async () => {
    const dir = tempDir();
    const map = generated('smf', '.smf');
    const changed = map.slice();
    // header.mapid (SMF header: magic[16], version u32, mapid u32 at 20)
    changed[20] ^= 1;
    const r = await pool.run({
      kind: 'compare',
      a: write(dir, 'a.smf', map),
      b: write(dir, 'b.smf', changed),
      limit: 100,
    });
    expect(r.total).toBe(1);
    expect(r.differences[0]).toMatchObject({
      kind: 'changed',
      path: 'header.mapid',
      spanA: { offset: 20, length: 4 },
      spanB: { offset: 20, length: 4 },
    });
  });

  it('stop fails the jobs in flight; the pool starts fresh threads afterwards', async () => {
    const dir = tempDir();
    const file = write(dir, 'map.smf', generated('smf', '.smf'));
    const running = pool.run({ kind: 'validate', file });
    pool.stop('cancelled');
    await expect(running).rejects.toThrow('cancelled');
    expect(await pool.run({ kind: 'validate', file })).toMatchObject({ format: 'smf' });
  });
});
