import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../src/compare/compare';
import { cellByte } from '../../src/core/pictures/difference';
import { language } from '../../src/l10n/catalogue';
import { generated, withInsertedComponent } from '../cli/fixtures';

describe('compareFiles', () => {
  it('gives changed bulk arrays both spans and the first differing element’s place in them', async () => {
    const map = generated('smf', '.smf');
    const other = map.slice();
    const a = await compareFiles({ name: 'a.smf', bytes: map }, { name: 'b.smf', bytes: map }, 10);
    expect(a).toMatchObject({ formatA: 'smf', formatB: 'smf', total: 0, differences: [] });
    // mapid, then a byte well inside the height map (at heightmapPtr, header offset 52)
    other[20] ^= 1;
    const heightmapPtr = new DataView(map.buffer, map.byteOffset).getUint32(52, true);
    other[heightmapPtr + 1001] ^= 0x40;
    const r = await compareFiles({ name: 'a.smf', bytes: map }, { name: 'b.smf', bytes: other }, 10);
    expect(r.differences.map((d) => d.path)).toEqual(['header.mapid', 'heightMap']);
    const bulk = r.differences[1];
    expect(bulk.spanA?.offset).toBe(heightmapPtr);
    expect(bulk.spanB).toEqual(bulk.spanA);
    expect(bulk.firstAt).toBe(1000); // element 500 of u16
  });

  it('gives the difference pictures, with exact counts, a coloured pixel per changed cell and cells linked to bytes', async () => {
    const map = generated('smf', '.smf');
    const other = map.slice();
    const view = new DataView(map.buffer, map.byteOffset);
    const heightmapPtr = view.getUint32(52, true);
    const width = view.getInt32(24, true) + 1;
    const cells: [number, number][] = [
      [5, 7],
      [100, 3],
      [128, 128],
    ];
    for (const [x, y] of cells) other[heightmapPtr + 2 * (y * width + x) + 1] ^= 0x04;
    const r = await compareFiles({ name: 'a.smf', bytes: map }, { name: 'b.smf', bytes: other }, 10);
    const height = r.pictures.find((p) => p.name === 'heightMap')!;
    expect(height).toMatchObject({ picture: 'height', status: 'differs', changed: 3, width, height: width });
    expect(r.pictures.filter((p) => p.status === 'differs').map((p) => p.name)).toEqual(['heightMap']);
    const { rgba, step } = height.image!;
    expect(step).toBe(1);
    const coloured: [number, number][] = [];
    for (let i = 0; i < rgba.length; i += 4)
      if (rgba[i] !== rgba[i + 1] || rgba[i + 1] !== rgba[i + 2])
        coloured.push([(i / 4) % width, Math.floor(i / 4 / width)]);
    expect(coloured).toEqual([...cells].sort((p, q) => p[1] - q[1]));
    const layout = height.sectionA.cells!;
    expect(cellByte(layout, 100, 3)).toBe(heightmapPtr + 2 * (3 * width + 100));
    expect(layout.length).toBe(2);
  });

  it('gives an added record only its span in the second file', async () => {
    const save = generated('blotter', 'world.logicworld');
    const more = await withInsertedComponent(save, 500, 0x7fff0001);
    const r = await compareFiles({ name: 'w.logicworld', bytes: save }, { name: 'w.logicworld', bytes: more }, 50);
    const added = r.differences.find((d) => d.kind === 'added' && d.path === 'components["C-2147418113"]');
    expect(added?.spanA).toBeUndefined();
    expect(added?.spanB?.length).toBeGreaterThan(0);
    expect(new DataView(more.buffer, more.byteOffset).getUint32(added!.spanB!.offset, true)).toBe(0x7fff0001);
  });

  it('reports files of different formats as one difference', async () => {
    const r = await compareFiles(
      { name: 'a.smf', bytes: generated('smf', '.smf') },
      { name: 'w.logicworld', bytes: generated('blotter', 'world.logicworld') },
      10,
    );
    expect(r.total).toBe(1);
    expect(r.differences[0]).toMatchObject({ kind: 'changed', path: 'format' });
  });

  it('shows values and format names in the reader’s language and finds the same differences in any', async () => {
    const save = generated('blotter', 'world.logicworld');
    const more = await withInsertedComponent(save, 500, 0x7fff0001);
    const sides = [
      { name: 'w.logicworld', bytes: save },
      { name: 'w.logicworld', bytes: more },
    ] as const;
    const en = await compareFiles(...sides, 50);
    const pl = await compareFiles(...sides, 50, language('pl'));
    const shape = (r: typeof en) => [r.total, r.counts, r.groups, r.differences.map((d) => [d.kind, d.path, d.spanB])];
    expect(shape(pl)).toEqual(shape(en));
    const added = (r: typeof en) => r.differences.find((d) => d.kind === 'added')!;
    expect(added(en)).toMatchObject({
      value: expect.stringContaining('MHG.Button at (1.05, 0.075, 1.95) m, rotation'),
    });
    expect(added(pl)).toMatchObject({ value: expect.stringContaining('MHG.Button w (1.05, 0.075, 1.95) m, obrót') });
    const formats = await compareFiles(
      { name: 'a.smf', bytes: generated('smf', '.smf') },
      sides[0],
      10,
      language('ru'),
    );
    expect(formats.differences[0]).toMatchObject({ a: 'карта Spring (SMF)', b: 'сохранение Logic World (Blotter)' });
  });
});
