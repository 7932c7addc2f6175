import { info } from '../../src/core/pictures/picture';
import { describe, expect, it } from 'vitest';
import { render } from '../../src/core/translatable';
import { analyze } from '../../src/analysis';
import { Eu7Index } from '../../src/formats/eu7/decode';
import { generateEu7 } from '../../src/formats/eu7/generate';
import { listPictures } from '../../src/core/pictures';
import { nodeAt } from './node-at';
import { analyzePaged } from '../../src/analysis';
import { bufferSource } from '../../src/core/byte-source';
import { packModelPoints } from '../../src/formats/eu7/pack/model-points';

async function scenario(bytes?: (b: Uint8Array) => Uint8Array) {
  const f = generateEu7(1).find((g) => g.name.includes('v9'))!;
  const b = bytes ? bytes(f.bytes) : f.bytes;
  const a = await analyze(f.name, b, { decodeOnly: true });
  const pictures = await listPictures(a.format, a.decoded, b);
  const plan = pictures.find((p) => p.name === 'plan')!;
  const image = plan.render();
  if (image.kind !== 'plan') throw new Error(image.kind);
  return { bytes: b, root: a.decoded.root, index: a.decoded.index as Eu7Index, plan, points: image.plan };
}

describe('MaSzyna plan: PACK models and instances', () => {
  it('draws one point per model and instance record that PIDX counts', async () => {
    const { index, plan, points } = await scenario();
    const models = index.pack!.index.models.reduce((a, b) => a + b, 0);
    const [model, instance] = [info(plan).legend!.indexOf('model'), info(plan).legend!.indexOf('instance')];
    const kinds = Array.from(points.pointKinds);
    const drawn = kinds.filter((k) => k === model || k === instance).length;
    expect(drawn).toBe(models);
    // The generator makes a fifth of each chunk solo records, the rest instances.
    expect(kinds.filter((k) => k === model).length).toBeGreaterThan(0);
    expect(kinds.filter((k) => k === instance).length).toBeGreaterThan(drawn / 2);
  });

  it("links each point to its record's bytes and tree path, and a record's bytes back to its point", async () => {
    const { bytes, root, plan, points } = await scenario();
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    const p = points.points;
    const n = p.length / 2;
    let checked = 0;
    const first = info(plan).legend!.indexOf('model');
    for (let j = 0; j < n; j += 37) {
      if (points.pointKinds[j] < first) continue;
      const [x, y] = [Math.floor(p[2 * j]), Math.floor(p[2 * j + 1])];
      // Only points with no other point in their pixel's reach: there the answer is theirs alone.
      let alone = true;
      for (let k = 0; k < n && alone; k++)
        if (k !== j && Math.hypot(p[2 * k] - x - 0.5, p[2 * k + 1] - y - 0.5) <= 2.5) alone = false;
      if (!alone) continue;
      const s = plan.source(x, y)!;
      const node = nodeAt(root, s.path)!;
      expect(node, s.path).toBeDefined();
      expect([node.offset, node.length]).toEqual([s.offset, s.length]);
      const instance = node.type === 'Instance';
      expect(instance ? 'Instance' : 'SoloModel').toBe(node.type);
      // The location field of the record, as the tree reads it, is the point's position in metres.
      const at = nodeAt(node, 'location')!.offset;
      const metres = (k: number) => Math.round(v.getFloat32(at + k, true) * 100) / 100;
      expect(render(s.value)).toBe(`${instance ? 'instance' : 'model'} at x ${metres(0)}, z ${metres(8)} m`);
      expect(plan.pixelOf(s.offset)).toEqual({ x, y });
      expect(plan.pixelOf(s.offset + s.length - 1)).toEqual({ x, y });
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('draws the records before a truncation and none past it, without throwing', async () => {
    const whole = await scenario();
    const cut = await scenario((b) => b.subarray(0, b.length - Math.floor(b.length / 3)));
    const count = (s: typeof whole) => s.points.points.length / 2;
    expect(count(cut)).toBeGreaterThan(0);
    expect(count(cut)).toBeLessThan(count(whole));
  });

  it("answers each record's bytes, path and location from its start alone, as the tree reads them, whole or paged", async () => {
    const f = generateEu7(2).find((g) => g.name.includes('v9'))!;
    const whole = await analyze(f.name, f.bytes, { decodeOnly: true });
    const paged = (await analyzePaged(f.name, bufferSource(f.bytes)))!;
    const v = new DataView(f.bytes.buffer, f.bytes.byteOffset);
    const answers = [whole.decoded.index, paged.analysis.decoded.index].map((index) => {
      const { pack, ctx } = index as Eu7Index;
      const models = packModelPoints(pack!, ctx.quiet())!;
      const all = Array.from({ length: models.count }, (_, i) => ({
        ...models.item(i),
        value: render(models.item(i).value),
      }));
      return { models, all };
    });
    const { models, all } = answers[0];
    expect(models.count).toBe((whole.decoded.index as Eu7Index).pack!.index.models.reduce((a, b) => a + b, 0));
    // Runs of many records: most are found from a checkpoint (every 64th record) rather than their run's start.
    expect(models.count).toBeGreaterThan(1000);
    expect(answers[1].all).toEqual(all);
    const wrong: string[] = [];
    all.forEach((s, i) => {
      const node = nodeAt(whole.decoded.root, s.path);
      const at = node && nodeAt(node, 'location')!.offset;
      const metres = (k: number) => Math.round(v.getFloat32(at! + k, true) * 100) / 100;
      const kind = node?.type === 'Instance' ? 'instance' : 'model';
      if (!node || node.offset !== s.offset || node.length !== s.length) wrong.push(`${s.path}: bytes`);
      else if (s.value !== `${kind} at x ${metres(0)}, z ${metres(8)} m`) wrong.push(`${s.path}: ${s.value}`);
      for (const [m, name] of [
        [models, 'whole'],
        [answers[1].models, 'paged'],
      ] as const) {
        if (m.recordOf(s.offset) !== i || m.recordOf(s.offset + s.length - 1) !== i) wrong.push(`${s.path}: ${name}`);
      }
    });
    expect(wrong).toEqual([]);
    expect([models.start, models.end]).toEqual([all[0].offset, all.at(-1)!.offset + all.at(-1)!.length]);
    expect(models.recordOf(models.start - 1)).toBe(-1);
    expect(models.recordOf(models.end)).toBe(-1);
  });
});
