import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import type { SpanNode } from '../../src/core/node';
import { generated, tempDir, withInsertedComponent, write } from './fixtures';
import { run } from './run';

async function textconv(name: string, bytes: Uint8Array): Promise<string[]> {
  const r = await run('textconv', write(tempDir(), name, bytes));
  expect(r.code).toBe(0);
  return r.out.split('\n');
}

describe('hex-atlas textconv', () => {
  it('prints field paths and values, bulk arrays as size and hash', async () => {
    const lines = await textconv('map.smf', generated('smf', '.smf'));
    expect(lines[0]).toMatch(/^format = smf /);
    expect(lines.find((l) => l.startsWith('header.mapx = '))).toMatch(/^header\.mapx = 128 /);
    expect(lines.find((l) => l.startsWith('heightMap = '))).toMatch(
      /^heightMap = u16\[129\]\[129\] sha1:[0-9a-f]{40} \(33282 bytes\)$/,
    );
    expect(lines.every((l) => /^[^ ]+ = /.test(l))).toBe(true);
  });

  it('is stable: the same file gives the same text; an inserted record changes only its own lines', async () => {
    const save = generated('blotter', 'world.logicworld');
    const before = await textconv('w.logicworld', save);
    expect(await textconv('w.logicworld', save)).toEqual(before);
    const after = await textconv('w.logicworld', await withInsertedComponent(save, 500, 0x7fff0001));
    const [had, has] = [new Set(before), new Set(after)];
    const removed = before.filter((l) => !has.has(l));
    const added = after.filter((l) => !had.has(l));
    expect(removed).toEqual(['header.componentCount = 1000']);
    expect(added[0]).toBe('header.componentCount = 1001');
    // the record's own fields, and its place in the hierarchy view
    expect(added.slice(1).every((l) => l.includes('C-2147418113'))).toBe(true);
    expect(added.filter((l) => l.startsWith('components["C-2147418113"].')).length).toBe(added.length - 1);
    expect(added.length).toBeGreaterThan(5);
  });
});

describe('hex-atlas textconv of long record arrays', () => {
  /** The generated map with one selector byte of block `block` of a minimap mip level changed. */
  async function withMinimapByteChanged(map: Uint8Array, level = 0, block = 5000): Promise<Uint8Array> {
    const a = await analyze('m.smf', map, { decodeOnly: true });
    const mip = childNamed(childNamed(a.decoded.root, 'minimap'), `mip${level}`);
    const copy = map.slice();
    // A DXT1 block is 8 bytes: color0, color1, then the selector bits.
    copy[mip.offset + block * 8 + 5] ^= 0xff;
    return copy;
  }

  it('prints arrays that would take over 4,096 lines as a count line and a hash line per 4,096 records', async () => {
    const lines = await textconv('map.smf', generated('smf', '.smf'));
    expect(lines.length).toBeLessThan(5000);
    expect(lines).toContain(`minimap.mip0 = DXT1Block[65536] 65536 records (524288 bytes)`);
    const blocks = lines.filter((l) => l.startsWith('minimap.mip0['));
    expect(blocks.length).toBe(16);
    expect(blocks[1]).toMatch(/^minimap\.mip0\[4096\.\.8191\] = sha1:[0-9a-f]{40} \(32768 bytes\)$/);
    // Pixel blocks are summarised whatever their count: mip 2 (4,096 blocks) down to mip 8 (one block of 4x4).
    for (const [level, count] of [2, 3, 4, 5, 6, 7, 8].map((l) => [l, 4 ** (8 - l)])) {
      const mip = lines.filter((l) => l.startsWith(`minimap.mip${level}`));
      expect(mip[0]).toBe(`minimap.mip${level} = DXT1Block[${count}] ${count} records (${count * 8} bytes)`);
      expect(mip.slice(1)).toEqual([
        expect.stringMatching(new RegExp(`^minimap\\.mip${level}\\[0\\.\\.${count - 1}\\] = sha1:[0-9a-f]{40} `)),
      ]);
    }
  });

  it("a map with the standard 1024x1024 minimap: the minimap's nine levels are 36 lines", async () => {
    const lines = await textconv('map.smf', generated('smf', '.smf'));
    // A count line per level, and a hash line per 4,096 blocks: 16 for mip 0, 4 for mip 1, one for each of the rest.
    expect(lines.filter((l) => l.startsWith('minimap.')).length).toBe(9 + 16 + 4 + 7);
    // The rest is the header, the bulk arrays' hashes and the map's 64 features, six lines each: what a reader diffs.
    const features = lines.filter((l) => l.startsWith('features.records['));
    expect(features.length).toBe(64 * 6);
    expect(lines.length - features.length).toBeLessThan(100);
  });

  it('a one-byte change in a small mip level changes the hash line of its group', async () => {
    const map = generated('smf', '.smf');
    const before = await textconv('a.smf', map);
    const after = await textconv('a.smf', await withMinimapByteChanged(map, 5, 10));
    const had = new Set(before);
    expect(after.filter((l) => !had.has(l))).toEqual([expect.stringMatching(/^minimap\.mip5\[0\.\.63\] = sha1:/)]);
    expect(after.length).toBe(before.length);
  });

  it('a change inside the minimap changes exactly one block-hash line', async () => {
    const map = generated('smf', '.smf');
    const before = await textconv('a.smf', map);
    const after = await textconv('a.smf', await withMinimapByteChanged(map));
    const had = new Set(before);
    const changed = after.filter((l) => !had.has(l));
    expect(changed.length).toBe(1);
    expect(changed[0]).toMatch(/^minimap\.mip0\[4096\.\.8191\] = sha1:/);
    expect(before.length).toBe(after.length);
  });

  it('keyed records keep a line per record even in long arrays', async () => {
    const save = generated('blotter', 'world.logicworld');
    const lines = await textconv('w.logicworld', save);
    expect(lines.filter((l) => /^components\["C-\d+"\]\.address = /.test(l)).length).toBe(1000);
  });
});

function childNamed(n: SpanNode, name: string): SpanNode {
  for (let i = 0; i < n.childCount; i++) if (n.child(i).name === name) return n.child(i);
  throw new Error(`no ${name} under ${n.name}`);
}
