import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { GeneratedFile } from '../../src/core/format';
import { SpanNode } from '../../src/core/node';
import { generateEu7 } from '../../src/formats/eu7/generate';
import { generateParkan } from '../../src/formats/parkan';
import { Picture, listPictures } from '../../src/pictures';
import { nodeAt } from './node-at';

async function picturesOf(f: GeneratedFile): Promise<{ pictures: Picture[]; root: SpanNode }> {
  const a = await analyze(f.name, f.bytes, { decodeOnly: true });
  return { pictures: await listPictures(a.format.id, a.decoded, f.bytes), root: a.decoded.root };
}

describe('Parkan terrain pictures', () => {
  it('bins Land.msh vertex heights one vertex per pixel on a regular grid, linked to the vertex record', async () => {
    const msh = generateParkan(1).find((f) => f.name === 'Land.msh')!;
    const { pictures, root } = await picturesOf(msh);
    const height = pictures.find((p) => p.name === 'height')!;
    expect(height).toMatchObject({ kind: 'gray16', width: 129, height: 129 });
    const image = height.render();
    if (image.kind !== 'gray16') throw new Error(image.kind);
    const s = height.source(10, 20)!;
    const node = nodeAt(root, s.path)!;
    expect([node.offset, node.length]).toEqual([s.offset, 12]);
    const v = new DataView(msh.bytes.buffer, msh.bytes.byteOffset);
    const z = v.getFloat32(s.offset + 8, true);
    const { min, max } = height.range!;
    expect(image.data[20 * 129 + 10]).toBe(Math.round(((z - min) / (max - min)) * 65535));
    expect(height.pixelOf(s.offset + 4)).toEqual({ x: 10, y: 20 });
  });

  it('draws Land.map areals as outlines, one legend entry per class, linked to the areal records', async () => {
    const map = generateParkan(1).find((f) => f.name === 'Land.map')!;
    const { pictures, root } = await picturesOf(map);
    const areals = pictures.find((p) => p.name === 'areals')!;
    const image = areals.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const l = image.plan.lines;
    const s = areals.source(Math.round(l[0]), Math.round(l[1]))!;
    const node = nodeAt(root, s.path)!;
    expect(node.type).toBe('Areal');
    expect([node.offset, node.length]).toEqual([s.offset, s.length]);
    expect(areals.legend!.length).toBeGreaterThan(1);
  });
});

describe('MaSzyna scenery plan', () => {
  it('draws each track path as a sampled Bézier curve from p_start to p_end, linked to the track record', async () => {
    const scenario = generateEu7(1).find((f) => f.name.includes('v9'))!;
    const { pictures, root } = await picturesOf(scenario);
    const plan = pictures.find((p) => p.name === 'plan')!;
    const image = plan.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const track = nodeAt(root, 'TRAK.records[0]')!;
    const path = nodeAt(root, 'TRAK.records[0].paths[0]')!;
    const v = new DataView(scenario.bytes.buffer, scenario.bytes.byteOffset);
    const [sx, sz, ex, ez] = [v.getFloat32(path.offset, true), v.getFloat32(path.offset + 8, true)].concat([
      v.getFloat32(path.offset + 40, true),
      v.getFloat32(path.offset + 48, true),
    ]);
    const l = image.plan.lines;
    // Eight pieces per path: the first starts at p_start, the eighth ends at p_end, north up, one scale for both axes.
    const k = (l[1] - l[31]) / (ez - sz);
    expect(k).toBeGreaterThan(0);
    expect(l[30] - l[0]).toBeCloseTo(k * (ex - sx), 3);
    const s = plan.source(Math.round((l[12] + l[14]) / 2), Math.round((l[13] + l[15]) / 2))!;
    expect(s).toMatchObject({ offset: track.offset, length: track.length, path: 'TRAK.records[0]' });
    expect(image.plan.lineKinds[0]).toBe(plan.legend!.indexOf('track'));
    expect(plan.pixelOf(track.offset + 3)).toBeDefined();
  });
});

describe('MaSzyna section grid', () => {
  it('shows each PIDX entry as a 1 km square linked to its entry', async () => {
    const scenario = generateEu7(1).find((f) => f.name.includes('v9'))!;
    const { pictures, root } = await picturesOf(scenario);
    const sections = pictures.find((p) => p.name === 'sections')!;
    const image = sections.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const r = image.plan.rects;
    expect(r.length / 4).toBeGreaterThan(0);
    const s = sections.source(r[0] + 8, r[1] + 8)!;
    expect(s.path).toBe('PIDX.entries[0]');
    const node = nodeAt(root, s.path)!;
    expect([node.offset, node.length]).toEqual([s.offset, 16]);
    expect(s.value).toMatch(/^section x -?\d+ km, z -?\d+ km: \d+ models$/);
    expect(sections.pixelOf(s.offset + 9)).toEqual({ x: r[0] + 8, y: r[1] + 8 });
  });
});
