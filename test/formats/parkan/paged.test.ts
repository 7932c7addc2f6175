import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analysis';
import type { ByteSource } from '../../../src/core/byte-source';
import { toJson, type NodeJson } from '../../../src/core/describe';
import type { SpanNode } from '../../../src/core/node';
import { listPictures } from '../../../src/core/pictures';
import { nresCodec } from '../../../src/formats/parkan';
import type { NResIndex, NResModel } from '../../../src/formats/parkan/decode';
import { generateParkan } from '../../../src/formats/parkan/generate';
import { arealField } from '../../../src/formats/parkan/map/layout';
import { MshType } from '../../../src/formats/parkan/msh/layout';
import { writeNRes } from '../../../src/formats/parkan/nres/encode';
import { expectPagedAsWhole, heldAgainstFile, pagedSource, throughFile } from '../../helpers/paged-decode';
import { describeSamples, readBytes, sampleFiles } from '../../helpers/samples';
import { entryAt, entryOfType, setU16, setU32, u32 } from './fixtures';

/** Bytes a pass over the records reads at a time (src/core/source-window.ts). */
const WINDOW = 2 ** 20;

const generated = new Map<number, Map<string, Uint8Array>>();
/** Land.msh or Land.map of the generator at `scale` (each about `scale` times the retail size). */
function land(name: 'Land.msh' | 'Land.map', scale: number): Uint8Array {
  if (!generated.has(scale)) generated.set(scale, new Map(generateParkan(scale).map((f) => [f.name, f.bytes])));
  return generated.get(scale)!.get(name)!.slice();
}

/** The first, middle and last child of every node `levels` deep under `n`, two levels each. */
function spotChecks(n: SpanNode, levels: number): NodeJson[] {
  if (levels === 0 || n.childCount === 0) return [];
  const picks = [...new Set([0, n.childCount >> 1, n.childCount - 1])];
  return picks.flatMap((i) => [toJson(n.child(i), 2, 3), ...spotChecks(n.child(i), levels - 1)]);
}

/** The paged analysis with the whole one's findings, tree and rows deep in every payload (the last ones too). */
async function expectSameAsWhole(name: string, bytes: Uint8Array, source: ByteSource = pagedSource(bytes)) {
  const r = await expectPagedAsWhole(name, bytes, { source, depth: 5, rows: 4 });
  const roots = [r.whole, r.paged.analysis].map((a) => a.decoded.root);
  expect(roots[1].childCount).toBe(roots[0].childCount);
  for (let i = 0; i < roots[0].childCount; i++)
    expect(spotChecks(roots[1].child(i), 5)).toEqual(spotChecks(roots[0].child(i), 5));
  return r;
}

/** The payloads the held buffer leaves out: those of the directory that are not a Land.msh's record tables. */
function leftOut(index: NResIndex, model: NResModel): { offset: number; length: number }[] {
  const tables = [MshType.nodes, MshType.slots, MshType.vertices, MshType.faces].map((t) => index.msh?.byType.get(t));
  return model.archive.entries
    .filter((e) => !tables.includes(e))
    .map((e) => ({ offset: e.dataOffset, length: e.size }));
}

describe('NRes archives decoded from their pages', () => {
  for (const name of ['Land.msh', 'Land.map'] as const) {
    it(`${name} at three scales: the tree and findings of the whole-file decode, holding none of the bulk`, async () => {
      for (const scale of [1, 3, 10]) {
        const bytes = land(name, scale);
        const { paged, whole } = await expectSameAsWhole(name, bytes);
        const decoded = paged.analysis.decoded;
        const ranges = leftOut(decoded.index as NResIndex, decoded.model as NResModel);
        expect(heldAgainstFile(paged.held, bytes, ranges)).toEqual([0, 0]);
        // Held: the header, the directory, the padding and a Land.msh's tables, bounded by their u16 indices.
        const held = bytes.length - ranges.reduce((n, r) => n + r.length, 0);
        expect(held).toBeLessThan(name === 'Land.map' ? 4096 : 3 * 2 ** 20);
        expect(whole.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      }
    });
  }

  it('finds damaged areals and cells in every window, at their offsets in the file', async () => {
    const bytes = land('Land.map', 10);
    const ix = nresCodec.decode(bytes, { fileName: 'Land.map' }).index!.map!;
    expect(ix.end - ix.offsets[0]).toBeGreaterThan(4 * WINDOW);
    const damagedAreals = [0, ix.areals >> 1, ix.areals - 1];
    for (const a of damagedAreals) setU32(bytes, ix.offsets[a] + arealField.reserved12, 7);
    // The first hit of the last cell that has one: an areal id past the count.
    let cell = ix.cells - 1;
    while (ix.cellOffsets[cell + 1] - ix.cellOffsets[cell] < 4) cell--;
    setU16(bytes, ix.cellOffsets[cell] + 2, 0xfffe);
    const { paged } = await expectSameAsWhole('Land.map', bytes);
    const at = (code: string) => paged.analysis.diagnostics.filter((d) => d.code === code).map((d) => d.offset);
    expect(at('parkan.map-reserved-nonzero')).toEqual(damagedAreals.map((a) => ix.offsets[a] + arealField.reserved12));
    expect(at('parkan.map-cell-area-id')).toEqual([ix.cellOffsets[cell] + 2]);
  });

  it('reads the files as the parse worker does, through their pages', async () => {
    for (const name of ['Land.msh', 'Land.map'] as const) {
      const bytes = land(name, 10);
      await throughFile(name, bytes, (source) => expectSameAsWhole(name, bytes, source));
    }
  });

  it('pages an archive of any other kind, every payload left in the file', async () => {
    const bytes = writeNRes([
      { typeId: 7, attr1: 0, attr2: 0, attr3: 0, name: 'a.bin', payload: new Uint8Array(3000).fill(5) },
      { typeId: 9, attr1: 0, attr2: 0, attr3: 0, name: 'b.bin', payload: new Uint8Array(13).fill(6) },
    ]);
    const { paged } = await expectSameAsWhole('archive.rlb', bytes);
    expect((paged.analysis.decoded.index as NResIndex).kind).toBe('other');
    const model = paged.analysis.decoded.model as NResModel;
    expect(heldAgainstFile(paged.held, bytes, leftOut({ kind: 'other' }, model))).toEqual([0, 0]);
  });

  it('leaves an archive whose layout it cannot place, or that decodes with an error, to the whole-file decode', () => {
    const damaged = (name: 'Land.msh' | 'Land.map', change: (b: Uint8Array) => void): [string, Uint8Array] => {
      const bytes = land(name, 1);
      change(bytes);
      return [name, bytes];
    };
    const cases = [
      // No magic; another version; total_size not the file's; one entry fewer counted.
      damaged('Land.msh', (b) => b.set([0, 0, 0, 0])),
      damaged('Land.msh', (b) => setU32(b, 4, 0x200)),
      damaged('Land.map', (b) => setU32(b, 12, b.length + 64)),
      damaged('Land.msh', (b) => setU32(b, 8, u32(b, 8) - 1)),
      // Two payloads overlapping; a payload running into the directory.
      damaged('Land.msh', (b) => setU32(b, entryAt(b, 1) + 56, u32(b, entryAt(b, 0) + 56))),
      damaged('Land.map', (b) => setU32(b, entryAt(b, 0) + 12, u32(b, entryAt(b, 0) + 12) + 64)),
      // Placed plainly but decoding with an error: a face stream of a size no stride divides; no areal fits.
      damaged('Land.msh', (b) => setU32(b, entryOfType(b, MshType.faces).entry + 12, entryOfType(b, 21).size - 4)),
      damaged('Land.map', (b) => setU32(b, entryOfType(b, 12).data + arealField.vertexCount, 0x7fffffff)),
    ];
    for (const [name, bytes] of cases) {
      expect(nresCodec.decodePaged!(pagedSource(bytes), { fileName: name })).toBeUndefined();
      expect(nresCodec.decode(bytes, { fileName: name }).diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }
    for (const name of ['Land.msh', 'Land.map'] as const)
      expect(nresCodec.decodePaged!(pagedSource(land(name, 1)), { fileName: name })).toBeDefined();
  });

  it('draws the heights and the areals as from the whole file, reading the areals a window at a time', async () => {
    for (const name of ['Land.msh', 'Land.map'] as const) {
      const bytes = land(name, 3);
      const whole = await analyze(name, bytes);
      const source = pagedSource(bytes);
      const { paged } = await expectSameAsWhole(name, bytes, source);
      source.reads.length = 0;
      const [a, b] = await Promise.all([
        listPictures(nresCodec, whole.decoded, bytes),
        listPictures(nresCodec, paged.analysis.decoded, paged.held),
      ]);
      expect(b.map((p) => p.name)).toEqual(a.map((p) => p.name));
      expect(a).toHaveLength(1);
      expect(b[0].render()).toEqual(a[0].render());
      const end = a[0].offset + a[0].length - 1;
      expect(b[0].pixelOf(end)).toEqual(a[0].pixelOf(end));
      const pixel = a[0].pixelOf(end)!;
      expect(b[0].source(pixel.x, pixel.y)).toEqual(a[0].source(pixel.x, pixel.y));
      expect(Math.max(0, ...source.reads.map(([, length]) => length))).toBeLessThanOrEqual(WINDOW);
    }
  });
});

describeSamples('parkan', 'Parkan samples decoded from their pages', () => {
  it('give the tree and findings of the whole-file decode', async () => {
    const files = sampleFiles('parkan', '.msh', '.map');
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const name = f.split('/').pop()!;
      const bytes = readBytes(f);
      if (nresCodec.decodePaged!(pagedSource(bytes), { fileName: name })) await expectSameAsWhole(name, bytes);
    }
  });
});
