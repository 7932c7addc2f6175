import { info } from '../../src/core/pictures/picture';
import { describe, expect, it } from 'vitest';
import { render } from '../../src/core/translatable';
import { analyze } from '../../src/analysis';
import { GeneratedFile } from '../../src/core/format';
import { SpanNode } from '../../src/core/node';
import { generateEu7 } from '../../src/formats/eu7/generate';
import { generateParkan } from '../../src/formats/parkan';
import { generateLandMap } from '../../src/formats/parkan/generate/areals';
import { Picture, listPictures } from '../../src/core/pictures';
import { nodeAt } from './node-at';

async function picturesOf(f: GeneratedFile): Promise<{ pictures: Picture[]; root: SpanNode }> {
  const a = await analyze(f.name, f.bytes, { decodeOnly: true });
  return { pictures: await listPictures(a.format, a.decoded, f.bytes), root: a.decoded.root };
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

  it('draws an outline by the pixels it crosses: every edge of a retail map, a line a pixel or more of a dense one', async () => {
    const linesOf = async (f: GeneratedFile) => {
      const image = (await picturesOf(f)).pictures.find((p) => p.name === 'areals')!.render();
      if (image.kind !== 'plan') throw new Error(image.kind);
      return image.plan;
    };
    // 4096 areals of 4 vertices, tens of pixels apart: one line per edge.
    const retail = await linesOf(generateParkan(1).find((f) => f.name === 'Land.map')!);
    expect(retail.lineItems.length).toBe(4096 * 4);
    // 4 areals of 4 x 5000 vertices on a 2048-pixel plan: a fifth of a pixel apart.
    const bytes = generateLandMap({ side: 2, worldSize: 8, segments: 5000, cells: 4, logicFlag: () => 0 });
    const dense = await linesOf({ name: 'Land.map', bytes });
    const count = dense.lineItems.length;
    expect(count).toBeLessThan((4 * 20000) / 4);
    expect([...new Set(dense.lineItems)]).toEqual([0, 1, 2, 3]);
    const l = dense.lines;
    const short = [...Array(count).keys()].filter(
      (i) => Math.max(Math.abs(l[4 * i + 2] - l[4 * i]), Math.abs(l[4 * i + 3] - l[4 * i + 1])) < 1,
    );
    // Only an outline's closing line may be shorter: it returns to the first vertex from the last one kept.
    expect(short.every((i) => i === count - 1 || dense.lineItems[i + 1] !== dense.lineItems[i])).toBe(true);
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
    expect(image.plan.lineKinds[0]).toBe(info(plan).legend!.indexOf('track'));
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
    expect(render(s.value)).toMatch(/^section x -?\d+ km, z -?\d+ km: \d+ models$/);
    expect(sections.pixelOf(s.offset + 9)).toEqual({ x: r[0] + 8, y: r[1] + 8 });
  });
});

describe('MaSzyna plan: terrain extents', () => {
  it("draws each TERR batch's vertex bounds as a rectangle, north up, linked to the batch's bytes", async () => {
    // Scale 4 makes two batches, 1 km apart.
    const file = generateEu7(4).find((f) => f.name === 'terrain_v6.eu7')!;
    const { pictures, root } = await picturesOf(file);
    const plan = pictures.find((p) => p.name === 'plan')!;
    const image = plan.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const batches = nodeAt(root, 'TERR.batches')!;
    const r = image.plan.rects;
    expect(r.length / 4).toBe(batches.childCount);
    expect(batches.childCount).toBeGreaterThan(1);
    const v = new DataView(file.bytes.buffer, file.bytes.byteOffset);
    const boundsOf = (b: number) => {
      const vertices = nodeAt(root, `TERR.batches[${b}].vertices`)!;
      const xz = Array.from({ length: vertices.childCount }, (_, i) => {
        const at = nodeAt(vertices, `[${i}].position`)!.offset;
        return [v.getFloat32(at, true), v.getFloat32(at + 8, true)];
      });
      const [xs, zs] = [xz.map((p) => p[0]), xz.map((p) => p[1])];
      return { x0: Math.min(...xs), z0: Math.min(...zs), x1: Math.max(...xs), z1: Math.max(...zs) };
    };
    const first = boundsOf(0);
    const k = r[2] / (first.x1 - first.x0);
    expect(k).toBeGreaterThan(0);
    for (let b = 0; b < batches.childCount; b++) {
      const w = boundsOf(b);
      const [x, y, width, height] = Array.from(r.subarray(4 * b, 4 * b + 4));
      expect(image.plan.rectKinds[b]).toBe(info(plan).legend!.indexOf('terrain'));
      expect(width).toBeCloseTo(k * (w.x1 - w.x0), 2);
      expect(height).toBeCloseTo(k * (w.z1 - w.z0), 2);
      // One scale for both axes; x grows east, z north (up on screen).
      expect(x - r[0]).toBeCloseTo(k * (w.x0 - first.x0), 2);
      expect(r[1] + r[3] - (y + height)).toBeCloseTo(k * (w.z0 - first.z0), 2);
      const batch = batches.child(b);
      const s = plan.source(Math.round(x + width / 2), Math.round(y + height / 2))!;
      expect(s).toMatchObject({ offset: batch.offset, length: batch.length, path: `TERR.batches[${b}]` });
      expect(render(s.value)).toMatch(/^terrain: section \(\d+, \d+\), \d+ vertices$/);
      const at = plan.pixelOf(batch.offset + 9)!;
      expect(Math.abs(at.x - (x + width / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs(at.y - (y + height / 2))).toBeLessThanOrEqual(1);
    }
  });
});
