// One fixture per rule: each breaks exactly one invariant and the diagnostic lands on the offending bytes.
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../src/core/writer';
import { eu7Family, eu7Format } from '../../../src/formats/eu7';
import { eu7RuleList } from '../../../src/formats/eu7/rules';
import { chunk, modelRecord, packedVertex, strs } from '../../../src/formats/eu7/writer';
import { analyze } from '../../../src/analysis';
import { applyFixes } from '../../../src/fix/apply';
import { expectFixRestores, expectRootCause } from '../../helpers/fixes';
import { expectSameBytes, only } from '../../helpers/invariants';
import { STRINGS, chunkAt, diagnose, file, nodeByPath, packFile, section } from './fixtures';

const [moduleV6, terrainV6] = eu7Family.generate(1).map((f) => f.bytes);

async function expectOnly(bytes: Uint8Array, code: string, offset: number, length: number): Promise<void> {
  const d = only((await diagnose(bytes)).diags, code);
  expect([d.offset, d.length]).toEqual([offset, length]);
}

/** A copy of `bytes` with the field at `path` overwritten. */
async function patched(
  bytes: Uint8Array,
  path: string,
  write: (v: DataView, at: number) => void,
): Promise<{ bytes: Uint8Array; at: number; length: number }> {
  const node = nodeByPath(eu7Format.decode(bytes).root, path);
  const copy = bytes.slice();
  write(new DataView(copy.buffer), node.offset);
  return { bytes: copy, at: node.offset, length: node.length };
}

const oneModel = (w: ByteWriter, modelFile: number) =>
  chunk(w, 'MODL', (c) => {
    c.u32(1);
    modelRecord(c, { location: [0, 0, 0], modelFile });
  });
const stringsChunk = (w: ByteWriter) => chunk(w, 'STRS', (c) => strs(c, STRINGS));
const sectionAt = (bytes: Uint8Array) => chunkAt(bytes, 'PACK') + 8;

describe('eu7 rules', () => {
  it('every rule is listed by the codec once', () => {
    expect(eu7Format.rules).toEqual(eu7RuleList);
    expect(new Set(eu7RuleList.map((r) => r.code)).size).toBe(eu7RuleList.length);
  });

  it('fixtures start valid', async () => {
    for (const b of [moduleV6, terrainV6, packFile({ prot: 1, sections: [{ bytes: section() }] })])
      expect((await diagnose(b)).diags).toEqual([]);
  });

  it('eu7.bad-magic on the magic', async () => {
    const b = moduleV6.slice();
    b[3] = 0x41;
    await expectOnly(b, 'eu7.bad-magic', 0, 4);
  });

  it.each([
    ['module v6', 0],
    ['scenario v9', 2],
  ])('eu7.bad-magic: one damaged byte of a %s magic is one error with a fix that writes "EU7B"', async (_, k) => {
    const f = eu7Family.generate(1)[k];
    const damaged = f.bytes.slice();
    damaged[3] = 0x58; // "EU7X"
    await expectRootCause(f.name, damaged, 'eu7.bad-magic', [0, 4], { max: 1 });
    await expectFixRestores({ name: f.name, damaged, original: f.bytes, code: 'eu7.bad-magic', range: [0, 4] });
  });

  it('eu7.bad-magic has no fix when what follows is not an EU7B file', async () => {
    const badVersion = moduleV6.slice();
    badVersion[0] = 0x58;
    badVersion[4] = 3;
    const unknownChunk = moduleV6.slice();
    unknownChunk[0] = 0x58;
    unknownChunk[chunkAt(moduleV6, 'FINT')] = 0x51; // "QINT"
    for (const b of [badVersion, unknownChunk])
      expect(only((await diagnose(b)).diags, 'eu7.bad-magic').fix).toBeUndefined();
  });

  it('eu7.unsupported-version on the version', async () => {
    const b = moduleV6.slice();
    b[4] = 3;
    await expectOnly(b, 'eu7.unsupported-version', 4, 4);
  });

  it('eu7.unsupported-version for 10..13: undocumented, the names of PACK section formats 3..6', async () => {
    for (const v of [10, 11, 12, 13]) {
      const b = moduleV6.slice();
      b[4] = v;
      const d = only((await diagnose(b)).diags, 'eu7.unsupported-version');
      expect([d.offset, d.length]).toEqual([4, 4]);
      expect(d.message).toBe(
        `version ${v} is not documented: readers accept 4..9, and "v${v}" upstream names PACK section format ` +
          `${v - 7} (read in version 7..9 files), not a file version`,
      );
    }
  });

  it('eu7.chunk-size on a size below 8 in the last chunk (no chunk after it shows the real size)', async () => {
    const at = chunkAt(moduleV6, 'FINT');
    const small = moduleV6.slice();
    small[at + 4] = 4;
    await expectOnly(small, 'eu7.chunk-size', at + 4, 4);
  });

  it('eu7.chunk-size on a size past the end when no end after the payload lets chunks follow', async () => {
    const b = file(6, (w) => {
      stringsChunk(w);
      chunk(w, 'ZZZZ', (c) => c.u32(7));
    });
    const at = chunkAt(b, 'ZZZZ');
    new DataView(b.buffer, b.byteOffset).setUint32(at + 4, 0x7fffffff, true);
    expect(only((await diagnose(b)).diags, 'eu7.chunk-size')).toMatchObject({ offset: at + 4, length: 4 });
  });

  it('eu7.chunk-size-wrong: the last chunk running past the end is read to the end, and fixed back', async () => {
    const at = chunkAt(moduleV6, 'FINT');
    const big = moduleV6.slice();
    big[at + 4] = 13;
    await expectFixRestores({
      name: 'm.eu7',
      damaged: big,
      original: moduleV6,
      code: 'eu7.chunk-size-wrong',
      range: [at + 4, 4],
    });
  });

  it.each([
    ['STRS', 5],
    ['INCL', -3],
    ['PIDX', 1 << 30],
    ['PACK', -16],
  ])('eu7.chunk-size-wrong: %s size off by %i in a generated v9 file is one error, fixed back', async (id, delta) => {
    const f = eu7Family.generate(1).find((g) => g.name.includes('v9'))!;
    const at = chunkAt(f.bytes, id);
    const damaged = f.bytes.slice();
    const v = new DataView(damaged.buffer, damaged.byteOffset);
    v.setUint32(at + 4, v.getUint32(at + 4, true) + delta, true);
    await expectRootCause(f.name, damaged, 'eu7.chunk-size-wrong', [at + 4, 4]);
    await expectFixRestores({
      name: f.name,
      damaged,
      original: f.bytes,
      code: 'eu7.chunk-size-wrong',
      range: [at + 4, 4],
    });
  });

  // Found by the fuzzer: a damaged chunk header after a right size was taken for a wrong size before it. The size
  // search then let PIDX swallow PROT, and the fix made PACK read against no prototypes. PIDX shows its size is
  // right (its entries end there); PACK's payload is read later, so there the damaged chunk's own size decides.
  it.each([
    ['PIDX', 'PROT id', 'PROT', 4, 'eu7.unknown-chunk', 0],
    ['PIDX', 'PROT id and size', 'PROT', 8, 'eu7.chunk-size', 4],
    ['PACK', 'TRAC id', 'TRAC', 4, 'eu7.unknown-chunk', 0],
  ])(
    'eu7.chunk-size-wrong: not reported when a right %s size is followed by a damaged %s',
    async (_, __, id, damagedBytes, code, at) => {
      const f = eu7Family.generate(1).find((g) => g.name.includes('v9'))!;
      const next = chunkAt(f.bytes, id);
      const damaged = f.bytes.slice();
      damaged.fill(0xff, next, next + damagedBytes);
      const a = await analyze(f.name, damaged);
      expect(a.diagnostics.map((d) => d.code)).not.toContain('eu7.chunk-size-wrong');
      const d = only(a.diagnostics, code);
      expect([d.offset, d.length]).toEqual([next + at, 4]);
      expect((await applyFixes(f.name, damaged)).applied).toEqual([]);
    },
  );

  it.each([
    ['MODL', 1],
    ['TRAK', 0],
    ['MEMC', 0],
  ])(
    'eu7.node-span: a %s node (record %i) given a transform it does not have, on its flags byte, fixed back',
    async (id, record) => {
      const p = await patched(moduleV6, `${id}/records/[${record}]/node/flags`, (v, at) => {
        expect(v.getUint8(at) & 32).toBe(0);
        v.setUint8(at, v.getUint8(at) | 32);
      });
      await expectFixRestores({
        name: 'm.eu7',
        damaged: p.bytes,
        original: moduleV6,
        code: 'eu7.node-span',
        range: [p.at, 1],
      });
    },
  );

  it('eu7.trailing-bytes on bytes too short for a chunk header', async () => {
    const b = new Uint8Array(moduleV6.length + 3);
    b.set(moduleV6);
    await expectOnly(b, 'eu7.trailing-bytes', moduleV6.length, 3);
  });

  it('eu7.unknown-chunk on the chunk id, the bytes kept', async () => {
    const b = file(6, (w) => {
      stringsChunk(w);
      chunk(w, 'ZZZZ', (c) => c.u32(7));
    });
    await expectOnly(b, 'eu7.unknown-chunk', chunkAt(b, 'ZZZZ'), 4);
    expectSameBytes(eu7Format.encode(eu7Format.decode(b).model!), b);
  });

  it('eu7.chunk-version on TERR in a version 4 file', async () => {
    const b = terrainV6.slice();
    b[4] = 4;
    await expectOnly(b, 'eu7.chunk-version', chunkAt(b, 'TERR'), 4);
  });

  it('eu7.chunk-trailing-bytes on payload after the records', async () => {
    const b = file(6, (w) => chunk(w, 'FINT', (c) => c.u32(1).u16(0)));
    await expectOnly(b, 'eu7.chunk-trailing-bytes', 8 + 12, 2);
  });

  it('eu7.chunk-trailing-bytes after the records of a record chunk (found by validation)', async () => {
    const b = file(6, (w) => {
      stringsChunk(w);
      chunk(w, 'MODL', (c) => {
        c.u32(1);
        modelRecord(c, { location: [0, 0, 0], modelFile: 0 });
        c.u8(0).u8(0).u8(0);
      });
    });
    await expectOnly(b, 'eu7.chunk-trailing-bytes', b.length - 3, 3);
  });

  it('eu7.count-too-large on an absurd count, without allocating', async () => {
    for (const n of [0x7fffffff, 0xffffffff]) {
      const b = file(6, (w) => {
        stringsChunk(w);
        chunk(w, 'MODL', (c) => c.u32(n));
      });
      await expectOnly(b, 'eu7.count-too-large', chunkAt(b, 'MODL') + 8, 4);
    }
  });

  it('eu7.count-limit on a TRAK path count above 65536', async () => {
    const p = await patched(moduleV6, 'TRAK/records/[0]/path_count', (v, at) => v.setUint32(at, 70000, true));
    await expectOnly(p.bytes, 'eu7.count-limit', p.at, 4);
  });

  it('eu7.string-id-range on a model file id past the table', async () => {
    const p = await patched(moduleV6, 'MODL/records/[0]/model_file', (v, at) => v.setUint32(at, 9999, true));
    await expectOnly(p.bytes, 'eu7.string-id-range', p.at, 4);
  });

  it('eu7.strings-before-strs on an id used before STRS', async () => {
    const b = file(6, (w) => {
      oneModel(w, 0);
      stringsChunk(w);
    });
    const modl = chunkAt(b, 'MODL');
    await expectOnly(b, 'eu7.strings-before-strs', modl + 12 + 1 + 2 + 36, 4);
  });

  it('eu7.enum-range on a track type out of range', async () => {
    const p = await patched(moduleV6, 'TRAK/records/[0]/track_type', (v, at) => v.setUint8(at, 9));
    await expectOnly(p.bytes, 'eu7.enum-range', p.at, 1);
  });

  it('eu7.terr-vertex-count on a batch of 4 vertices', async () => {
    const b = file(6, (w) => {
      stringsChunk(w);
      chunk(w, 'TERR', (c) => {
        c.u8(4).u32(2).u32(1).i32(0).i32(0).u32(4);
        for (let i = 0; i < 4; i++) packedVertex(c, { position: [i, 0, 0], normal: [0, 1, 0], uv: [0, 0] });
      });
    });
    await expectOnly(b, 'eu7.terr-vertex-count', chunkAt(b, 'TERR') + 8 + 5 + 4 + 8, 4);
  });

  it('eu7.prot-after-pack on the PROT chunk', async () => {
    const b = packFile({ prot: 1, order: ['PIDX', 'PACK', 'PROT'], sections: [{ bytes: section() }] });
    await expectOnly(b, 'eu7.prot-after-pack', chunkAt(b, 'PROT'), 4);
  });

  it('eu7.pack-without-pidx on PACK without an index', async () => {
    const b = packFile({ prot: 1, order: ['PROT', 'PACK'], sections: [{ bytes: section() }] });
    await expectOnly(b, 'eu7.pack-without-pidx', chunkAt(b, 'PACK'), 4);
  });

  it('eu7.pidx-order on an entry that comes after a later section', async () => {
    const b = packFile({
      prot: 1,
      sections: [
        { row: 251, bytes: section() },
        { row: 250, bytes: section() },
      ],
    });
    await expectOnly(b, 'eu7.pidx-order', chunkAt(b, 'PIDX') + 12 + 16, 16);
  });

  it('eu7.pidx-grid on a row outside the grid', async () => {
    const b = packFile({ prot: 1, sections: [{ row: 600, bytes: section() }] });
    await expectOnly(b, 'eu7.pidx-grid', chunkAt(b, 'PIDX') + 12, 4);
  });

  it('eu7.pidx-offset on a section past the PACK payload', async () => {
    const b = packFile({
      prot: 1,
      sections: [{ bytes: section() }, { row: 251, offset: 1 << 20, bytes: new Uint8Array(0) }],
    });
    await expectOnly(b, 'eu7.pidx-offset', chunkAt(b, 'PIDX') + 12 + 16 + 8, 8);
  });

  it('eu7.pidx-layout on a first section that does not start the payload', async () => {
    const s = section();
    const padded = new Uint8Array(s.length + 4);
    padded.set(s, 4);
    const b = packFile({ prot: 1, sections: [{ offset: 4, bytes: padded }] });
    await expectOnly(b, 'eu7.pidx-layout', chunkAt(b, 'PIDX') + 12 + 8, 8);
  });

  it('eu7.section-header-count on header counts that differ from PIDX and from the chunk table', async () => {
    const b = packFile({ prot: 1, sections: [{ models: 2, bytes: section({ headerSolo: 2 }) }] });
    const d = (await diagnose(b)).diags;
    expect(only(d, 'eu7.section-header-count')).toMatchObject({ offset: sectionAt(b) + 1, length: 8 });
  });

  it.each([
    ['pack_offset', 8, 8, 12],
    ['pack_offset', 8, 8, 1 << 30],
    ['model_count', 4, 4, 7],
  ])(
    'eu7.pidx-mismatch: %s of a generated v9 file, +%i, damaged; recomputed from PACK and fixed back',
    async (_f, field, length, delta) => {
      const f = eu7Family.generate(1).find((g) => g.name.includes('v9'))!;
      const entries = eu7Format.decode(f.bytes).index!.pack!.index;
      expect(entries.count).toBeGreaterThan(2);
      const at = entries.entriesAt + 16 + field;
      const damaged = f.bytes.slice();
      const v = new DataView(damaged.buffer, damaged.byteOffset);
      v.setUint32(at, v.getUint32(at, true) + delta, true);
      await expectRootCause(f.name, damaged, 'eu7.pidx-mismatch', [at, length], { max: 1 });
      await expectFixRestores({
        name: f.name,
        damaged,
        original: f.bytes,
        code: 'eu7.pidx-mismatch',
        range: [at, length],
      });
    },
  );

  it('eu7.pidx-mismatch is not reported for sections that are only out of order', async () => {
    const b = packFile({
      prot: 1,
      sections: [
        { offset: section().length, bytes: section() },
        { row: 251, offset: 0, bytes: section({ solo: 2, inst: 0 }) },
      ],
    });
    const codes = (await diagnose(b)).diags.map((d) => d.code);
    expect(codes).not.toContain('eu7.pidx-mismatch');
  });

  it('eu7.section-chunk-counts on a chunk table that does not add up', async () => {
    const b = packFile({
      prot: 1,
      sections: [{ models: 3, bytes: section({ solo: 1, headerSolo: 2, chunkSolo: 1 }) }],
    });
    const d = (await diagnose(b)).diags;
    const at = sectionAt(b) + 9 + 12 + 8;
    expect(only(d, 'eu7.section-chunk-counts')).toMatchObject({ offset: at, length: 16 });
  });

  it('eu7.section-chunk-offset on a chunk offset past the section', async () => {
    const b = packFile({ prot: 1, sections: [{ bytes: section({ chunkOffset: 5000 }) }] });
    const d = (await diagnose(b)).diags;
    expect(only(d, 'eu7.section-chunk-offset')).toMatchObject({ offset: sectionAt(b) + 9 + 12 + 8 + 4 + 8, length: 4 });
  });

  it('eu7.section-layout on bytes after the records', async () => {
    const s = section({ extra: 5 });
    const b = packFile({ prot: 1, sections: [{ bytes: s }] });
    await expectOnly(b, 'eu7.section-layout', sectionAt(b) + s.length - 5, 5);
  });

  it('eu7.inst-without-prot on the inst count', async () => {
    const b = packFile({ sections: [{ bytes: section() }] });
    const d = (await diagnose(b)).diags;
    expect(only(d, 'eu7.inst-without-prot')).toMatchObject({ offset: sectionAt(b) + 5, length: 4 });
  });

  it('eu7.proto-id-range on an instance of prototype 5 of 1', async () => {
    const b = packFile({ prot: 1, sections: [{ bytes: section({ proto: 5 }) }] });
    const s = section();
    await expectOnly(b, 'eu7.proto-id-range', sectionAt(b) + s.length - 45, 4);
  });

  it('eu7.section-list-index on a mesh index past the list', async () => {
    const b = packFile({ prot: 1, sections: [{ bytes: section({ mesh: 7, inst: 0, headerInst: 0 }), models: 1 }] });
    const s = section({ inst: 0 });
    await expectOnly(b, 'eu7.section-list-index', sectionAt(b) + s.length - 72 + 59, 2);
  });

  it('eu7.cell-id-range on a cell id of 20', async () => {
    const b = packFile({ prot: 1, sections: [{ bytes: section({ cell: 20, solo: 0 }), models: 1 }] });
    const s = section({ solo: 0 });
    await expectOnly(b, 'eu7.cell-id-range', sectionAt(b) + s.length - 1, 1);
  });

  it('eu7.reserved-nonzero on the PROT reserved word', async () => {
    const b = packFile({ prot: 1, reserved: 7 });
    await expectOnly(b, 'eu7.reserved-nonzero', chunkAt(b, 'PROT') + 12 + 1 + 2 + 8 + 8 + 4 + 1, 4);
  });

  it("accepts the writer's empty v9 file: 0-byte PROT, PIDX n = 0, 0-byte PACK", async () => {
    const b = packFile({ prot: 'empty' });
    expect((await diagnose(b)).diags).toEqual([]);
  });
});
