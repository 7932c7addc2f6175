import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../../src/analysis';
import type { ByteSource } from '../../../../src/core/byte-source';
import { toJson } from '../../../../src/core/describe';
import { SpanNode } from '../../../../src/core/node';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { generateEu7v2 } from '../../../../src/formats/eu7/v2/generate';
import type { Eu7v2Index } from '../../../../src/formats/eu7/v2/model';
import {
  expectPagedAsWhole,
  expectPlanAsWhole,
  heldAgainstFile,
  pagedSource,
  throughFile,
} from '../../../helpers/paged-decode';

/** Bytes indexed and checked at a time (common/record-windows.ts). */
const WINDOW = 4 * 2 ** 20;

const generated = new Map<number, Uint8Array>();
/** A sim root with 10000 x `scale` instances (scale 100: INST spans two windows). */
function scenery(scale: number): Uint8Array {
  if (!generated.has(scale))
    generated.set(scale, generateEu7v2(scale).find((f) => f.name.endsWith('scenario.eu7v2'))!.bytes);
  return generated.get(scale)!.slice();
}

function inst(root: SpanNode): SpanNode {
  const chunk = Array.from({ length: root.childCount }, (_, i) => root.child(i)).find((c) => c.name === 'INST')!;
  return Array.from({ length: chunk.childCount }, (_, i) => chunk.child(i)).find((c) => c.name === 'records')!;
}

/** The paged analysis, with the whole-file one's tree (the first, middle and last instances too) and findings. */
async function expectSameAsWhole(bytes: Uint8Array, source: ByteSource = pagedSource(bytes)) {
  const { whole, paged } = await expectPagedAsWhole('scenario.eu7v2', bytes, { source, depth: 6, rows: 4 });
  const [a, b] = [inst(whole.decoded.root), inst(paged.analysis.decoded.root)];
  expect(b.childCount).toBe(a.childCount);
  for (const i of [0, a.childCount >> 1, a.childCount - 1])
    expect(toJson(b.child(i), 4)).toEqual(toJson(a.child(i), 4));
  return { whole, paged };
}

describe('EU7v2 decoded from its pages', () => {
  it('gives the tree and findings of the whole-file decode, holding no instance', async () => {
    const bytes = scenery(100);
    const { paged } = await expectSameAsWhole(bytes);
    const records = (paged.analysis.decoded.index as Eu7v2Index).records.find((r) => r.id === 'INST')!;
    expect(records.end - records.start).toBeGreaterThan(WINDOW);
    expect(records.end - records.start).toBeGreaterThan(0.9 * bytes.length);
    const leftOut = [{ offset: records.start, length: records.end - records.start }];
    expect(heldAgainstFile(paged.held, bytes, leftOut)).toEqual([0, 0]);
  });

  it('finds damaged instances in every window, at their offsets in the file', async () => {
    const bytes = scenery(100);
    const rows = inst(eu7v2Format.decode(bytes).root);
    const view = new DataView(bytes.buffer);
    // proto (after the u8 flags) of the first, a middle and the last instance: no such prototype.
    for (const i of [0, rows.childCount >> 1, rows.childCount - 1]) view.setUint32(rows.child(i).offset + 1, 999, true);
    const { paged } = await expectSameAsWhole(bytes);
    const protos = paged.analysis.diagnostics.filter((d) => d.code === 'eu7v2.proto-id-range');
    expect(protos.map((d) => d.offset)).toEqual(
      [0, rows.childCount >> 1, rows.childCount - 1].map((i) => rows.child(i).offset + 1),
    );
  });

  it('reads the file as the parse worker does, through its pages', async () => {
    const bytes = scenery(100);
    await throughFile('scenario.eu7v2', bytes, (source) => expectSameAsWhole(bytes, source));
  });

  it('leaves a file whose instances do not fill their chunk, or whose layout it cannot place, to the whole-file decode', () => {
    const damaged = (change: (b: Uint8Array, v: DataView, count: number) => void): Uint8Array => {
      const bytes = scenery(2);
      const rows = inst(eu7v2Format.decode(bytes).root);
      change(bytes, new DataView(bytes.buffer), rows.offset - 4);
      return bytes;
    };
    const cases = [
      // One instance fewer counted: bytes left after the records.
      damaged((_b, v, at) => v.setUint32(at, v.getUint32(at, true) - 1, true)),
      // One more counted than there are.
      damaged((_b, v, at) => v.setUint32(at, v.getUint32(at, true) + 1, true)),
      // A chunk size past the end of the file.
      damaged((b, v, at) => v.setBigUint64(at - 8, BigInt(b.length), true)),
      // No magic.
      damaged((b) => b.set([0, 0, 0, 0])),
    ];
    for (const bytes of cases) expect(eu7v2Format.decodePaged!(pagedSource(bytes))).toBeUndefined();
    expect(eu7v2Format.decodePaged!(pagedSource(scenery(2)))).toBeDefined();
  });

  it('draws the instances of the plan from windows, as from the whole file', async () => {
    const bytes = scenery(100);
    const lastInstance = (whole: Analysis) => {
      const last = inst(whole.decoded.root);
      return last.child(last.childCount - 1).offset;
    };
    await expectPlanAsWhole(eu7v2Format, 'scenario.eu7v2', bytes, lastInstance, WINDOW);
  });
});
