import { describe, expect, it } from 'vitest';
import { Target, targetOf } from '../../src/check/collect';
import { parseShard, pickShard } from '../../src/cli/validate/shard';
import { generated, tempDir, write } from './fixtures';
import { run } from './run';

const targets = (n: number): Target[] =>
  Array.from({ length: n }, (_, i) => targetOf(`maps/m${String(i).padStart(3, '0')}.smf`));

describe('validate --shard', () => {
  it('puts every file in exactly one shard, for any number of shards', () => {
    const files = targets(37);
    const sizes = files.map((_, i) => ((i * 7919) % 101) * 1000 + 1);
    for (let count = 1; count <= 6; count++) {
      const seen = new Map<string, number>();
      for (let index = 1; index <= count; index++)
        for (const t of pickShard(files, sizes, { index, count })) seen.set(t.file, (seen.get(t.file) ?? 0) + 1);
      expect(seen.size).toBe(files.length);
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    }
  });

  it('balances the parts by bytes, not by count, and keeps the files in their order', () => {
    const files = targets(5);
    // One map as large as the four others together: it is a part on its own.
    const sizes = [400, 100, 100, 100, 100];
    expect(pickShard(files, sizes, { index: 1, count: 2 }).map((t) => t.file)).toEqual(['maps/m000.smf']);
    expect(pickShard(files, sizes, { index: 2, count: 2 }).map((t) => t.file)).toEqual(
      files.slice(1).map((t) => t.file),
    );
  });

  it('reads i/n and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', '2', 'a/b', '1/2/3', '-1/2'])
      expect(() => parseShard(bad)).toThrow(`--shard must be i/n with 1 <= i <= n, e.g. 2/4 (not ${bad})`);
  });

  it('validates each file of a folder in exactly one of the runs', async () => {
    const dir = tempDir();
    const save = generated('blotter', 'world.logicworld');
    for (let i = 0; i < 7; i++) write(dir, `saves/w${i}.logicworld`, save.subarray(0, 200 + i * 10)); // each cut: errors
    const all = await run('validate', dir, '--format', 'json', '--jobs', '1');
    const filesOf = (out: string) => [...new Set(JSON.parse(out).map((d: { file: string }) => d.file))].sort();
    const parts = await Promise.all(
      [1, 2, 3].map((i) => run('validate', dir, '--format', 'json', '--shard', `${i}/3`)),
    );
    expect(parts.map((p) => p.code)).toEqual([1, 1, 1]);
    expect(parts.flatMap((p) => filesOf(p.out)).sort()).toEqual(filesOf(all.out));
    expect(filesOf(all.out)).toHaveLength(7);
    expect((await run('validate', dir, '--shard', '4/3')).code).toBe(2);
  });
});
