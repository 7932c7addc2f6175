// Exact counts on two generated maps with a known number of changed height cells, metal cells and minimap blocks.
import { decode as decodePng } from 'fast-png';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { DiffTree } from '../../src/compare/diff-tree';
import { diffTrees } from '../../src/diff/diff';
import { textReport } from '../../src/diff/report';
import { generated, tempDir, write } from '../cli/fixtures';
import { run } from '../cli/run';

const HEIGHT_CELLS = 1000;
const METAL_CELLS = 100;
const MINIMAP_BLOCKS = 5000;

/** The generated map, and a copy with the header's map id and the counts above of cells and blocks changed. */
function maps(): { a: Uint8Array; b: Uint8Array; view: DataView } {
  const a = generated('smf', '.smf');
  const b = a.slice();
  const view = new DataView(b.buffer, b.byteOffset);
  view.setInt32(20, view.getInt32(20, true) + 1, true); // header.mapid
  const heightMap = view.getInt32(0x34, true);
  for (let i = 0; i < HEIGHT_CELLS; i++) b[heightMap + 2 * 16 * i + 1] ^= 0x01; // high byte: always a change
  const metalMap = view.getInt32(0x44, true);
  for (let i = 0; i < METAL_CELLS; i++) b[metalMap + 37 * i] ^= 0x03;
  const minimap = view.getInt32(0x40, true);
  for (let i = 0; i < MINIMAP_BLOCKS; i++) b[minimap + 8 * 13 * i + 4] ^= 0xff; // the block's selectors
  return { a, b, view };
}

async function side(bytes: Uint8Array) {
  return { root: (await analyze('m.smf', bytes, { decodeOnly: true })).decoded.root, bytes };
}

describe('diff summaries', () => {
  it('counts the changed cells and blocks exactly, one summary per array, whatever the limit', async () => {
    const { a, b } = maps();
    const r = diffTrees(await side(a), await side(b), { limit: 1 });
    const byPath = Object.fromEntries(r.differences.map((d) => [d.path, d]));
    expect(byPath['heightMap']).toMatchObject({ kind: 'bulk', differing: HEIGHT_CELLS, countA: 129 * 129 });
    expect(byPath['metalMap']).toMatchObject({ kind: 'bulk', differing: METAL_CELLS, countA: 64 * 64 });
    expect(byPath['minimap.mip0']).toMatchObject({
      kind: 'records',
      elem: 'DXT1Block',
      differing: MINIMAP_BLOCKS,
      countA: 65536,
      fields: [{ name: 'selectors', differing: MINIMAP_BLOCKS }],
      first: [0, 13, 26, 39, 52],
    });
    expect(r.counts.changed).toBe(1 + HEIGHT_CELLS + METAL_CELLS + MINIMAP_BLOCKS);
    expect(r.groups['minimap']).toEqual({ changed: MINIMAP_BLOCKS, added: 0, removed: 0, moved: 0 });
  });

  it('names each section once with its count, in under 60 lines, single values first', async () => {
    const { a, b } = maps();
    const lines = textReport(diffTrees(await side(a), await side(b), { limit: 10 }), 10);
    expect(lines.length).toBeLessThan(60);
    const heads = lines.filter((l) => !l.startsWith(' ')).map((l) => l.split(/[.:]/)[0]);
    expect(heads).toEqual(['header', 'minimap', 'heightMap', 'metalMap']);
    expect(lines).toContain(
      'minimap.mip0: 5,000 of 65,536 DXT1Block records differ (selectors 5,000), first at ' +
        '[0], [13], [26], [39], [52]',
    );
    expect(lines).toContain(
      `heightMap: 1,000 of 16,641 cells differ, first at (0, 0), (16, 0), (32, 0), (48, 0), (64, 0)`,
    );
    expect(lines.some((l) => l.includes('mip0['))).toBe(false);
  });

  it('keeps counts beyond the list limit exact, in the report and on every node of the Compare tree', async () => {
    const { a, b, view } = maps();
    view.setFloat32(44, view.getFloat32(44, true) - 10, true); // minHeight
    view.setFloat32(48, view.getFloat32(48, true) + 10, true); // maxHeight
    const r = diffTrees(await side(a), await side(b), { limit: 1 });
    expect(r.groups['header']).toEqual({ changed: 3, added: 0, removed: 0, moved: 0 });
    expect(r.differences.filter((d) => d.path.startsWith('header.'))).toHaveLength(1);
    const lines = textReport(r, 10);
    expect(lines.slice(0, 3)).toEqual([
      'header: 3 changed',
      expect.stringMatching(/^ {2}mapid: /),
      '  … 2 changed beyond the list limit (--limit)',
    ]);
    const tree = new DiffTree(r.differences, r.groups, r.counts);
    const header = tree.children(tree.root).find((n) => n.label === 'header')!;
    expect(header.counts.changed).toBe(3);
    expect(tree.children(header)).toHaveLength(1);
    expect(tree.unlistedBelow(header)).toEqual({ changed: 2, added: 0, removed: 0, moved: 0 });
    const rows = tree.visibleRows(new Set([header.id]));
    expect(rows.some((row) => 'more' in row && row.more.changed === 2)).toBe(true);
  });

  it('matches Spring features by type name and position: a feature moved in the list is moved, not removed and added', async () => {
    const { a } = maps();
    const b = a.slice();
    const view = new DataView(b.buffer, b.byteOffset);
    const records =
      view.getInt32(0x48, true) + 8 + 'tree_pine_1 tree_pine_2 tree_oak rock_large rock_small geovent '.length;
    const at = (i: number) => records + 24 * i;
    const r3 = b.slice(at(3), at(4));
    b.copyWithin(at(3), at(10), at(11));
    b.set(r3, at(10));
    const r = diffTrees(await side(a), await side(b));
    expect(r.counts).toEqual({ changed: 0, added: 0, removed: 0, moved: 2 });
    expect(r.differences.map((d) => d.kind)).toEqual(['moved', 'moved']);
  });

  it('writes the height difference picture with exactly the changed cells in colour', async () => {
    const { a, b } = maps();
    const dir = tempDir();
    const fa = write(dir, 'a/m.smf', a);
    const fb = write(dir, 'b/m.smf', b);
    const images = path.join(dir, 'images');
    const out = await run('diff', fa, fb, '--images', images);
    expect(out.code).toBe(1);
    expect(out.out).toContain(
      `picture heightMap: 1,000 of 16,641 pixels differ (${path.join(images, 'heightMap.png')})`,
    );
    const png = decodePng(fs.readFileSync(path.join(images, 'heightMap.png')));
    expect([png.width, png.height, png.channels, png.depth]).toEqual([129, 129, 3, 8]);
    let coloured = 0;
    for (let i = 0; i < png.data.length; i += 3)
      if (png.data[i] !== png.data[i + 1] || png.data[i + 1] !== png.data[i + 2]) coloured++;
    expect(coloured).toBe(HEIGHT_CELLS);
    const metal = decodePng(fs.readFileSync(path.join(images, 'metalMap.png')));
    expect(metal.width).toBe(64);
  });
});
