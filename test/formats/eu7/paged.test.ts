import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../src/analysis';
import { toJson } from '../../../src/core/describe';
import { eu7Format } from '../../../src/formats/eu7';
import type { Eu7Index } from '../../../src/formats/eu7/decode';
import { generateEu7 } from '../../../src/formats/eu7/generate';
import { INST13_SIZE } from '../../../src/formats/eu7/pack/records';
import {
  expectPagedAsWhole,
  expectPlanAsWhole,
  heldAgainstFile,
  pagedSource,
  throughFile,
} from '../../helpers/paged-decode';
import { describeSamples, readBytes, sampleFiles } from '../../helpers/samples';
import { chunkAt, nodeByPath, packFile, section } from './fixtures';

const generated = new Map<number, Uint8Array>();
/** A v9 root scenario of ~1000 x `scale` models in format-6 sections (scale 400: five 4 MiB windows of sections). */
function scenario(scale: number): Uint8Array {
  if (!generated.has(scale)) generated.set(scale, generateEu7(scale).find((f) => f.name === 'scenario_v9.eu7')!.bytes);
  return generated.get(scale)!.slice();
}

/** Bytes a pass over the sections reads at a time (pack/windows.ts). */
const WINDOW = 4 * 2 ** 20;

/** The paged analysis of `bytes`, with its tree (every section opened, `rows` records of each run) and findings equal to the whole-file one's. */
async function expectSameAsWhole(bytes: Uint8Array, rows = 4) {
  const { whole, paged } = await expectPagedAsWhole('scenario.eu7', bytes, { depth: 7, rows });
  const pack = (r: typeof whole) => {
    const p = r.decoded.root;
    return Array.from({ length: p.childCount }, (_, i) => p.child(i)).find((c) => c.name === 'PACK')!;
  };
  // Every section with every record (the last sections too, read from a later window), each at depth 6.
  const sections = (r: typeof whole) => pack(r).child(pack(r).childCount - 1);
  for (const i of [0, sections(whole).childCount - 1])
    expect(toJson(sections(paged.analysis).child(i), 6)).toEqual(toJson(sections(whole).child(i), 6));
  return { whole, paged };
}

/** The record ranges of the PACK sections: what the held buffer leaves out. */
function recordRanges(index: Eu7Index): [number, number][] {
  return index.pack!.layouts.filter((l) => l !== undefined).map((l) => [l.headerEnd, l.end]);
}

describe('EU7B decoded from its pages', () => {
  it('gives the tree and findings of the whole-file decode, holding no PACK record', async () => {
    const bytes = scenario(4);
    const { whole, paged } = await expectSameAsWhole(bytes);
    const ranges = recordRanges(paged.analysis.decoded.index as Eu7Index);
    const leftOut = ranges.map(([from, to]) => ({ offset: from, length: to - from }));
    expect(heldAgainstFile(paged.held, bytes, leftOut)).toEqual([0, 0]);
    const left = ranges.reduce((n, [from, to]) => n + to - from, 0);
    expect(left / bytes.length).toBeGreaterThan(0.95);
    expect(whole.diagnostics).toEqual([]);
  });

  it('finds damaged records in every window of sections, at their offsets in the file', async () => {
    const bytes = scenario(400);
    const decoded = eu7Format.decode(bytes);
    const layouts = decoded.index!.pack!.layouts.filter((l) => l !== undefined);
    expect(layouts[layouts.length - 1].end - layouts[0].start).toBeGreaterThan(WINDOW);
    const sections = nodeByPath(decoded.root, 'PACK/sections');
    const view = new DataView(bytes.buffer);
    // The first instance of a section: a prototype that does not exist and a cell outside the grid, in the first
    // section, one in the middle and the last.
    for (const i of [0, sections.childCount >> 1, sections.childCount - 1]) {
      const at = sections.child(i).child(1).child(1).child(0).offset;
      view.setUint32(at, 99, true);
      view.setUint8(at + INST13_SIZE - 1, 200);
    }
    const { paged } = await expectSameAsWhole(bytes, 2);
    const codes = paged.analysis.diagnostics.map((d) => d.code);
    expect(codes.filter((c) => c === 'eu7.proto-id-range')).toHaveLength(3);
    expect(codes.filter((c) => c === 'eu7.cell-id-range')).toHaveLength(3);
  });

  it('reads the file as the parse worker does: through its pages, windows filled in place', async () => {
    const bytes = scenario(400);
    await throughFile('scenario.eu7', bytes, (source) =>
      expectPagedAsWhole('scenario.eu7', bytes, { source, depth: 7, rows: 3 }),
    );
  });

  it('pages sections of every shape: solo only, instances only, two entries sharing one section, records cut short', async () => {
    const cut = section({ solo: 2, inst: 3 });
    const files = [
      packFile({
        prot: 2,
        sections: [
          { bytes: section({ solo: 3, inst: 0 }), models: 3 },
          { bytes: section({ solo: 0, inst: 4 }), models: 4, column: 251 },
          { bytes: section({ solo: 1, inst: 1, mesh: 7, cell: 30 }), column: 252 },
        ],
      }),
      packFile({ prot: 1, sections: [{ bytes: section() }, { bytes: new Uint8Array(0), column: 251, offset: 0 }] }),
      packFile({ prot: 1, sections: [{ bytes: cut.subarray(0, cut.length - 3), models: 5 }] }),
    ];
    for (const bytes of files) await expectSameAsWhole(bytes, 8);
  });

  it('leaves a file whose layout it cannot place, or that decodes with an error, to the whole-file decode', () => {
    const damaged = (change: (b: Uint8Array, v: DataView) => void): Uint8Array => {
      const bytes = scenario(2);
      change(bytes, new DataView(bytes.buffer));
      return bytes;
    };
    const pidx = (b: Uint8Array) => chunkAt(b, 'PIDX') + 12;
    const cases = [
      // A section offset that misses its header (PIDX disagrees with PACK).
      damaged((b, v) => v.setBigUint64(pidx(b) + 16 + 8, v.getBigUint64(pidx(b) + 16 + 8, true) + 9n, true)),
      // A model count its header does not add up to.
      damaged((b, v) => v.setUint32(pidx(b) + 4, 7, true)),
      // A chunk size past the end of the file.
      damaged((b, v) => v.setUint32(chunkAt(b, 'PACK') + 4, b.length, true)),
      // No magic.
      damaged((b) => b.set([0, 0, 0, 0])),
      // A second PACK's place taken by another id.
      damaged((b) => b.set([0x58, 0x58, 0x58, 0x58], chunkAt(b, 'PIDX'))),
    ];
    for (const bytes of cases) expect(eu7Format.decodePaged!(pagedSource(bytes))).toBeUndefined();
    const module = generateEu7(2).find((f) => f.name === 'module_v6.eu7')!.bytes;
    expect(eu7Format.decodePaged!(pagedSource(module))).toBeUndefined();
    expect(eu7Format.decodePaged!(pagedSource(scenario(2)))).toBeDefined();
  });

  it('draws the models of the plan from windows of sections, as from the whole file', async () => {
    const bytes = scenario(100);
    expect(bytes.length).toBeGreaterThan(WINDOW);
    // The last record's last byte; read from the file in windows, never the whole PACK.
    const lastByte = (whole: Analysis) => recordRanges(whole.decoded.index as Eu7Index).at(-1)![1] - 1;
    await expectPlanAsWhole(eu7Format, 'scenario.eu7', bytes, lastByte, WINDOW);
  });
});

describeSamples('eu7', 'EU7B samples decoded from their pages', () => {
  it('give the tree and findings of the whole-file decode (root scenarios; modules have no PACK to leave out)', async () => {
    const files = sampleFiles('eu7', '.eu7');
    for (const f of files) {
      const bytes = readBytes(f);
      if (eu7Format.decodePaged!(pagedSource(bytes))) await expectSameAsWhole(bytes, 50);
    }
    const paged = files.filter((f) => eu7Format.decodePaged!(pagedSource(readBytes(f))) !== undefined);
    expect(paged.map((f) => f.split('/').pop())).toEqual(['v9_sample_all.eu7']);
  });
});
