import { describe, expect, it } from 'vitest';
import { render } from '../../src/core/translatable';
import { analyze } from '../../src/analysis';
import { SpanNode } from '../../src/core/node';
import { smfFormat, smtFormat } from '../../src/formats/smf';
import { Picture, diagnosticMarks, listPictures } from '../../src/core/pictures';
import { BLUE, RED, dxt1Block, mapFixture, ramp, writeRamp } from './fixtures';

async function pictures(smf: Uint8Array, siblings?: Parameters<typeof listPictures>[3]): Promise<Picture[]> {
  return listPictures(smfFormat, smfFormat.decode(smf), smf, siblings);
}

function byName(list: Picture[], name: string): Picture {
  const p = list.find((q) => q.name === name);
  if (!p) throw new Error(`no picture ${name} in ${list.map((q) => q.name).join(', ')}`);
  return p;
}

/** The tree node at a path like `heightMap[3][5]` or `minimap.mip0[12]`. */
function nodeAt(root: SpanNode, path: string): SpanNode | undefined {
  let node: SpanNode | undefined = root;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    const name: string = /^\d+$/.test(part) ? `[${part}]` : part;
    let next: SpanNode | undefined;
    for (let i = 0; node && i < node.childCount && !next; i++) if (node.child(i).name === name) next = node.child(i);
    node = next;
  }
  return node;
}

/** Expected RGB of the four DXT1 colours of red -> blue (4-colour mode), computed by hand: thirds of 255. */
const FOUR = [
  [255, 0, 0],
  [0, 0, 255],
  [170, 0, 85],
  [85, 0, 170],
];

/** The tile index offset of the generated map: tilesPtr, two counts, then each file's count, name and NUL. */
function tileIndexAt(m: ReturnType<typeof mapFixture>): number {
  const names = ['generated-128x128.smt', 'maps/generated-128x128-detail.smt'];
  return m.ptr('tilesPtr') + 8 + names.reduce((n, s) => n + 4 + s.length + 1, 0);
}

describe('Spring map pictures', () => {
  it('lists the grids, the minimap, the features, and the texture only when the tile files are there', async () => {
    const m = mapFixture();
    expect((await pictures(m.smf)).map((p) => p.name)).toEqual([
      'height',
      'slope',
      'pathable-bot3',
      'pathable-tank3',
      'pathable-hover3',
      'pathable-boat3',
      'regions-bot3',
      'type',
      'metal',
      'grass',
      'minimap',
      'features',
    ]);
    const all = await pictures(m.smf, m.siblings);
    expect(all.map((p) => p.name)).toContain('texture');
    expect(byName(all, 'height')).toMatchObject({ kind: 'gray16', width: 129, height: 129 });
    expect(byName(all, 'type')).toMatchObject({ kind: 'gray8', width: 64, height: 64 });
    expect(byName(all, 'slope')).toMatchObject({ kind: 'gray8', width: 64, height: 64 });
    expect(byName(all, 'grass')).toMatchObject({ kind: 'gray8', width: 32, height: 32 });
    expect(byName(all, 'texture')).toMatchObject({ kind: 'rgba', width: 1024, height: 1024, mips: 4 });
  });

  it('renders the height map as the raw u16 the file holds at each cell', async () => {
    const m = mapFixture();
    writeRamp(m);
    const image = byName(await pictures(m.smf), 'height').render();
    expect(image.kind).toBe('gray16');
    if (image.kind !== 'gray16') return;
    for (const [x, y] of [
      [0, 0],
      [128, 0],
      [0, 128],
      [77, 45],
      [128, 128],
    ])
      expect(image.data[y * 129 + x]).toBe(ramp(x, y));
  });

  it('maps a height cell to its bytes and its tree node, and a byte back to its cell', async () => {
    const m = mapFixture();
    writeRamp(m);
    const decoded = smfFormat.decode(m.smf);
    const height = byName(await listPictures(smfFormat, decoded, m.smf), 'height');
    const s = height.source(5, 3)!;
    expect(s.offset).toBe(m.ptr('heightmapPtr') + 2 * (3 * 129 + 5));
    expect(s).toMatchObject({ length: 2, path: 'heightMap[3][5]' });
    expect(render(s.value)).toContain(`raw ${ramp(5, 3)}`);
    const node = nodeAt(decoded.root, s.path)!;
    expect([node.offset, node.length, node.value]).toEqual([s.offset, 2, ramp(5, 3)]);
    expect(height.pixelOf(s.offset + 1)).toEqual({ x: 5, y: 3 });
    expect(height.pixelOf(m.ptr('heightmapPtr') - 1)).toBeUndefined();
    expect(height.source(129, 0)).toBeUndefined();
  });

  it('decodes minimap blocks: a solid colour, the 1/3 and 2/3 blends, and the 3-colour mode with transparency', async () => {
    const m = mapFixture();
    const at = m.ptr('minimapPtr');
    m.smf.set(dxt1Block(RED, BLUE, new Array(16).fill(0)), at);
    m.smf.set(dxt1Block(RED, BLUE, [0, 1, 2, 3, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]), at + 8);
    m.smf.set(dxt1Block(BLUE, RED, [2, 3, 0, 1, ...new Array(12).fill(0)]), at + 16);
    const minimap = byName(await pictures(m.smf), 'minimap');
    const image = minimap.render();
    if (image.kind !== 'rgba') throw new Error(image.kind);
    const px = (x: number, y: number) => Array.from(image.data.subarray((y * 1024 + x) * 4, (y * 1024 + x) * 4 + 4));
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) expect(px(x, y)).toEqual([255, 0, 0, 255]);
    expect([0, 1, 2, 3].map((i) => px(4 + i, 0))).toEqual([0, 1, 2, 3].map((s) => [...FOUR[s], 255]));
    expect(px(4, 1)).toEqual([...FOUR[3], 255]);
    // color0 <= color1: the mean (rounded half up) and transparent black.
    expect([px(8, 0), px(9, 0), px(10, 0), px(11, 0)]).toEqual([
      [128, 0, 128, 255],
      [0, 0, 0, 0],
      [0, 0, 255, 255],
      [255, 0, 0, 255],
    ]);
    expect(minimap.source(9, 2)).toMatchObject({ offset: at + 16, length: 8, path: 'minimap.mip0[2]' });
    expect(minimap.pixelOf(at + 8 * 257 + 3)).toEqual({ x: 4, y: 4 });
  });

  it('stitches the texture from the tile index and the tiles of the .smt files, at mip 0 and mip 3', async () => {
    const m = mapFixture();
    const indexAt = tileIndexAt(m);
    const view = new DataView(m.smf.buffer, m.smf.byteOffset);
    // Map tile (0, 0) shows tile 5 of the first file; map tile (1, 0) shows tile 192 = tile 0 of the second file.
    view.setInt32(indexAt, 5, true);
    view.setInt32(indexAt + 4, 192, true);
    const first = m.files[1].bytes;
    const second = m.files[2].bytes;
    first.set(dxt1Block(RED, BLUE, [...new Array(15).fill(0), 2]), 32 + 5 * 680);
    second.set(dxt1Block(RED, BLUE, new Array(16).fill(3)), 32 + 0 * 680 + 672);
    const texture = byName(await pictures(m.smf, m.siblings), 'texture');
    const full = texture.render({ mip: 0 });
    if (full.kind !== 'rgba') throw new Error(full.kind);
    const at = (img: typeof full, x: number, y: number) =>
      Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));
    expect(at(full, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(at(full, 3, 3)).toEqual([...FOUR[2], 255]);
    const small = texture.render({ mip: 3 });
    if (small.kind !== 'rgba') throw new Error(small.kind);
    expect([small.width, small.height]).toEqual([128, 128]);
    expect(at(small, 4, 0)).toEqual([...FOUR[3], 255]);
    expect(at(small, 7, 3)).toEqual([...FOUR[3], 255]);
    expect(texture.source(40, 10)).toMatchObject({ offset: indexAt + 4, length: 4, path: 'tiles.indices[0][1]' });
    expect(render(texture.source(40, 10)!.value)).toContain('tile 192 maps/generated-128x128-detail.smt');
    expect(texture.pixelOf(indexAt + 4 * 33)).toEqual({ x: 32, y: 32 });
  });

  it('marks the texture cell of a tile index out of range', async () => {
    const m = mapFixture();
    const indexAt = tileIndexAt(m);
    new DataView(m.smf.buffer, m.smf.byteOffset).setInt32(indexAt + 4 * (2 * 32 + 3), 99999, true);
    const a = await analyze('map.smf', m.smf, { siblings: m.siblings });
    const texture = byName(await listPictures(smfFormat, a.decoded, m.smf, m.siblings), 'texture');
    const marks = Array.from(diagnosticMarks(texture, a.diagnostics));
    expect(marks).toEqual([3 * 32, 2 * 32]);
  });

  it('places features at their position in squares, linked to their records', async () => {
    const m = mapFixture();
    const decoded = smfFormat.decode(m.smf);
    const features = byName(await listPictures(smfFormat, decoded, m.smf), 'features');
    const image = features.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const records = decoded.model!.features!.records;
    const first = new DataView(records.buffer, records.byteOffset);
    const [x, z] = [first.getFloat32(4, true), first.getFloat32(12, true)];
    expect([image.plan.points[0], image.plan.points[1]]).toEqual([x / 8, z / 8]);
    const s = features.source(Math.floor(x / 8), Math.floor(z / 8))!;
    expect(s.path).toMatch(/^features\.records\[\d+\]$/);
    const node = nodeAt(decoded.root, s.path)!;
    expect([node.offset, node.length]).toEqual([s.offset, 24]);
    expect(features.pixelOf(s.offset + 10)).toEqual({ x: Math.floor(x / 8), y: Math.floor(z / 8) });
  });

  it('shows a tile file as a grid of its tiles', async () => {
    const m = mapFixture();
    const smt = m.files[2].bytes;
    smt.set(dxt1Block(BLUE, RED, new Array(16).fill(1)), 32 + 9 * 680);
    const [tiles] = await listPictures(smtFormat, smtFormat.decode(smt), smt);
    expect(tiles).toMatchObject({ name: 'tiles', width: 8 * 32, height: 8 * 32 });
    const image = tiles.render();
    if (image.kind !== 'rgba') throw new Error(image.kind);
    const p = (1 * 256 + 1) * 32 * 4;
    expect(Array.from(image.data.subarray(p, p + 4))).toEqual([255, 0, 0, 255]);
    expect(tiles.source(33, 32)).toMatchObject({ offset: 32 + 9 * 680, path: 'tiles[9].mip0[0]' });
  });
});
