import { info } from '../../src/core/pictures/picture';
import { describe, expect, it } from 'vitest';
import { render } from '../../src/core/translatable';
import { analyze } from '../../src/analysis';
import { generateEu7v2 } from '../../src/formats/eu7/v2/generate';
import { listPictures } from '../../src/core/pictures';
import { nodeAt } from './node-at';
import { eu7v2Format } from '../../src/formats/eu7/v2';
import { CHECKPOINT } from '../../src/core/checkpoints';
import { INST_BASE, indexInst } from '../../src/formats/eu7/v2/inst';
import { instPoints } from '../../src/formats/eu7/v2/inst-points';
import type { Eu7v2Index, RecordIndex } from '../../src/formats/eu7/v2/model';
import type { ModelPoints } from '../../src/formats/eu7/pack/model-points';
import { pagedSource } from '../helpers/paged-decode';

async function scenario() {
  const f = generateEu7v2(1).find((g) => g.name.endsWith('scenario.eu7v2'))!;
  const a = await analyze(f.name, f.bytes, { decodeOnly: true });
  expect(a.format.id).toBe('eu7v2');
  const plan = (await listPictures(a.format, a.decoded, f.bytes)).find((p) => p.name === 'plan')!;
  const image = plan.render();
  if (image.kind !== 'plan') throw new Error(image.kind);
  return { bytes: f.bytes, root: a.decoded.root, plan, drawn: image.plan };
}

describe('EU7v2 plan', () => {
  it('draws one point per INST record, at its f64 position, linked to the record both ways', async () => {
    const { bytes, root, plan, drawn } = await scenario();
    const inst = nodeAt(root, 'INST.records')!;
    const instance = info(plan).legend!.indexOf('instance');
    const mine = Array.from(drawn.pointKinds.keys()).filter((j) => drawn.pointKinds[j] === instance);
    expect(mine.length).toBe(inst.childCount);
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    const p = drawn.points;
    for (const j of mine.filter((_, k) => k % 97 === 0)) {
      const [x, y] = [Math.floor(p[2 * j]), Math.floor(p[2 * j + 1])];
      // The expected answer: the point nearest the pixel's centre, by a scan over all of them.
      let [best, bestD] = [-1, Infinity];
      for (let k = 0; k < p.length / 2; k++) {
        const d = Math.hypot(p[2 * k] - x - 0.5, p[2 * k + 1] - y - 0.5);
        if (d < bestD) [best, bestD] = [k, d];
      }
      const s = plan.source(x, y)!;
      const node = nodeAt(root, s.path)!;
      expect(node.type).toBe('Instance');
      expect([node.offset, node.length]).toEqual([s.offset, s.length]);
      expect(plan.pixelOf(s.offset + s.length - 1)).toEqual({
        x: Math.floor(p[2 * best]),
        y: Math.floor(p[2 * best + 1]),
      });
      const position = nodeAt(node, 'position')!.offset;
      const metres = (k: number) => Math.round(v.getFloat64(position + k, true) * 100) / 100;
      expect(render(s.value)).toBe(`instance at x ${metres(0)}, z ${metres(16)} m`);
    }
    const first = inst.child(0);
    expect(plan.pixelOf(first.offset)).toEqual({ x: Math.floor(p[2 * mine[0]]), y: Math.floor(p[2 * mine[0] + 1]) });
  });

  it('outlines each MESH record (f32 vertices from its f64 origin) as a terrain piece linked to the record', async () => {
    const { bytes, root, plan, drawn } = await scenario();
    const meshes = nodeAt(root, 'MESH.records')!;
    expect(meshes.childCount).toBeGreaterThan(0);
    expect(drawn.rects.length / 4).toBe(meshes.childCount);
    expect(render(info(plan).title!)).toMatch(/^\d+ tracks, wires, power sources and terrain pieces/);
    const mesh = meshes.child(0);
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    const origin = nodeAt(mesh, 'origin')!.offset;
    const vertices = nodeAt(mesh, 'vertices.items')!;
    const xs = Array.from({ length: vertices.childCount }, (_, i) => v.getFloat32(vertices.child(i).offset, true));
    const zs = Array.from({ length: vertices.childCount }, (_, i) => v.getFloat32(vertices.child(i).offset + 8, true));
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)].map((x) => x + v.getFloat64(origin, true));
    const [z0, z1] = [Math.min(...zs), Math.max(...zs)].map((z) => z + v.getFloat64(origin + 16, true));
    expect(x1 - x0).toBeGreaterThan(0);
    // The rectangle's size in pixels holds the mesh's size in metres at the plan's one scale.
    const [w, h] = [drawn.rects[2], drawn.rects[3]];
    expect(w / (x1 - x0)).toBeCloseTo(h / (z1 - z0), 3);
    // The record's bytes lead to its rectangle.
    const at = plan.pixelOf(mesh.offset)!;
    expect(at.x).toBeGreaterThanOrEqual(Math.floor(drawn.rects[0]));
    expect(at.x).toBeLessThanOrEqual(Math.ceil(drawn.rects[0] + w));
    expect(at.y).toBeGreaterThanOrEqual(Math.floor(drawn.rects[1]));
    expect(at.y).toBeLessThanOrEqual(Math.ceil(drawn.rects[1] + h));
  });

  it('draws each track path from p_start to p_end (f64 vectors), linked to the track record', async () => {
    const { bytes, root, plan, drawn } = await scenario();
    const track = nodeAt(root, 'TRAK.records[1]')!;
    const path = nodeAt(track, 'paths.items[0]')!;
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    const [sx, ex] = [v.getFloat64(path.offset, true), v.getFloat64(path.offset + 80, true)];
    const l = drawn.lines;
    const kind = info(plan).legend!.indexOf('track');
    const pieces = Array.from(drawn.lineKinds.keys()).filter((i) => drawn.lineKinds[i] === kind);
    expect(pieces.length).toBe(8 * nodeAt(root, 'TRAK.records')!.childCount);
    // Track 1's eight pieces follow track 0's; one plan scale for every track.
    const scale =
      (l[4 * 7 + 2] - l[0]) /
      (v.getFloat64(nodeAt(root, 'TRAK.records[0].paths.items[0]')!.offset + 80, true) -
        v.getFloat64(nodeAt(root, 'TRAK.records[0].paths.items[0]')!.offset, true));
    expect(l[4 * 15 + 2] - l[4 * 8]).toBeCloseTo(scale * (ex - sx), 2);
    // Instances lie on the tracks here (points win a hover), so the link is checked from the record's bytes.
    const [mx, my] = [(l[4 * 8] + l[4 * 8 + 2]) / 2, (l[4 * 8 + 1] + l[4 * 8 + 3]) / 2];
    expect(plan.pixelOf(track.offset + 1)).toEqual({ x: Math.floor(mx), y: Math.floor(my) });
  });
});

describe('EU7v2 plan: INST records found from every 64th record', () => {
  /** 2000 instances, a scale on every 7th, a texture override on every 11th, a node on every 13th. */
  const scenery = () =>
    generateEu7v2(2)
      .find((g) => g.name.endsWith('scenario.eu7v2'))!
      .bytes.slice();
  const instOf = (index: unknown) => (index as Eu7v2Index).records.find((r) => r.id === 'INST')!;
  /** The largest record: every flag set. */
  const LARGEST = INST_BASE + 12 + 4 + 53;

  /**
   * What `points` answers against what a walk over the whole `bytes` gives (indexInst): every record's bytes, path,
   * location and each() visit, and the record found at its first, middle and last byte; -1 just outside.
   */
  function wrongAnswers(points: ModelPoints | undefined, bytes: Uint8Array, inst: RecordIndex): string[] {
    const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const offsets = indexInst(v, inst.start, Math.min(inst.count, bytes.length), inst.end);
    const n = offsets.length - 1;
    if (!points) return ['no points'];
    const wrong: string[] = [];
    if (points.count !== n) wrong.push(`count ${points.count}, not ${n}`);
    if (points.start !== offsets[0] || points.end !== offsets[n]) wrong.push(`span ${points.start}..${points.end}`);
    const visits: number[][] = [];
    points.each((x, z, kind, i) => visits.push([x, z, kind, i]));
    const round = (m: number) => Math.round(m * 100) / 100;
    for (let i = 0; i < n; i++) {
      const [from, to] = [offsets[i], offsets[i + 1]];
      const [x, z] = [v.getFloat64(from + 5, true), v.getFloat64(from + 21, true)];
      const item = points.item(i);
      if (item.offset !== from || item.length !== to - from) wrong.push(`${i}: bytes ${item.offset} +${item.length}`);
      if (item.path !== `INST.records[${i}]`) wrong.push(`${i}: ${item.path}`);
      if (render(item.value) !== `instance at x ${round(x)}, z ${round(z)} m`)
        wrong.push(`${i}: ${render(item.value)}`);
      if (points.location(i).join() !== [x, z].join()) wrong.push(`${i}: location ${points.location(i).join()}`);
      if (visits[i]?.join() !== [x, z, 1, i].join()) wrong.push(`${i}: visit ${visits[i]?.join()}`);
      for (const at of [from, (from + to) >> 1, to - 1])
        if (points.recordOf(at) !== i) wrong.push(`${i}: recordOf(${at}) ${points.recordOf(at)}`);
    }
    if (visits.length !== n) wrong.push(`${visits.length} visits`);
    if (points.recordOf(offsets[0] - 1) !== -1) wrong.push('recordOf before the first');
    if (points.recordOf(offsets[n]) !== -1) wrong.push('recordOf at the end');
    return wrong;
  }

  it('answers every record by index and by offset from the checkpoint before it, whole or paged', () => {
    const bytes = scenery();
    const whole = instOf(eu7v2Format.decode(bytes).index);
    const v = new DataView(bytes.buffer);
    const offsets = indexInst(v, whole.start, whole.count, whole.end);
    // Many stretches between checkpoints, of records of every size the flags give.
    expect(whole.count).toBeGreaterThan(1000);
    const sizes = new Set(offsets.subarray(1).map((o, i) => o - offsets[i]));
    expect(sizes.size).toBeGreaterThanOrEqual(5);
    expect(wrongAnswers(instPoints(whole, v), bytes, whole)).toEqual([]);

    const source = pagedSource(bytes);
    const paged = eu7v2Format.decodePaged!(source)!;
    const inst = instOf(paged.decoded.index);
    expect(inst.inFile).toBeDefined();
    const points = instPoints(inst, new DataView(paged.held.buffer, paged.held.byteOffset));
    source.reads.length = 0;
    expect(wrongAnswers(points, bytes, inst)).toEqual([]);
    // A record is read with the records around it up to the next checkpoint, never more.
    const items = source.reads.filter(([, length]) => length < inst.end - inst.start);
    expect(items.length).toBeGreaterThan(0);
    expect(Math.max(...items.map(([, length]) => length))).toBeLessThanOrEqual(CHECKPOINT * LARGEST);
  });

  it('stops before a record cut short at the chunk end, and at what the bytes hold whatever the count says', () => {
    const bytes = scenery();
    const whole = instOf(eu7v2Format.decode(bytes).index);
    const v = new DataView(bytes.buffer);
    const offsets = indexInst(v, whole.start, whole.count, whole.end);
    // The last record's flags ask for every optional field: it runs past the chunk's end.
    bytes[offsets[whole.count - 1]] = 7;
    const cut = instOf(eu7v2Format.decode(bytes).index);
    expect(indexInst(v, cut.start, cut.count, cut.end).length - 1).toBe(whole.count - 1);
    // The records read from the file, past bytes that leave them out.
    const inFile = { source: pagedSource(bytes), minSize: INST_BASE };
    const nothing = new DataView(new ArrayBuffer(bytes.length));
    for (const inst of [cut, { ...cut, count: 2 ** 32 - 1 }]) {
      expect(wrongAnswers(instPoints(inst, v), bytes, inst)).toEqual([]);
      expect(wrongAnswers(instPoints({ ...inst, inFile }, nothing), bytes, inst)).toEqual([]);
    }
    expect(instPoints({ ...cut, count: 0 }, v)).toBeUndefined();
  });
});
