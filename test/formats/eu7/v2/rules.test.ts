// One fixture per rule: each breaks exactly one invariant and the diagnostic lands on the offending bytes.
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../../src/core/writer';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { eu7v2RuleList } from '../../../../src/formats/eu7/v2/rules';
import { eu7Family } from '../../../../src/formats/eu7';
import { expectFixRestores, expectRootCause } from '../../../helpers/fixes';
import { only } from '../../../helpers/invariants';
import { Chunk, NONE, chunkAt, diagnose, nodeRecord, strsChunk, v2File } from './fixtures';

const meta: Chunk = ['META', (w) => w.u32(1).u32(0).u8(0).u8(0).u8(0).u8(0).u8(0).u8(0)];
const prot: Chunk = ['PROT', (w) => w.u32(1).u32(1).u32(NONE).u8(0).f32(-1).f32(-1).u32(0).u32(0)];
const inst = (proto: number): Chunk => [
  'INST',
  (w) => w.u32(1).u8(0).u32(proto).f64(0).f64(0).f64(0).f32(0).f32(0).f32(0).u8(0),
];
const sound = (name: number): Chunk => [
  'SOND',
  (w) => {
    w.u32(1);
    nodeRecord(w, name);
    w.f64(0).f64(0).f64(0).u32(NONE);
  },
];
const base = v2File([strsChunk, meta, prot, inst(0), sound(0)]);

async function expectOnly(bytes: Uint8Array, code: string, offset: number, length: number): Promise<string> {
  const d = only((await diagnose(bytes)).diags, code);
  expect([d.offset, d.length]).toEqual([offset, length]);
  return d.message;
}

describe('eu7v2 rules', () => {
  it('every rule is listed by the codec once, citing the upstream repository', () => {
    expect(eu7v2Format.rules).toEqual(eu7v2RuleList);
    expect(new Set(eu7v2RuleList.map((r) => r.code)).size).toBe(eu7v2RuleList.length);
    for (const r of eu7v2RuleList) expect(r.spec).toMatch(/^MaSzyna-EU07\/maszyna (docs|scene)\//);
  });

  it('the base fixture is valid', async () => {
    expect((await diagnose(base)).diags).toEqual([]);
  });

  it('eu7v2.bad-magic on the magic', async () => {
    const b = base.slice();
    b[3] = 0x42;
    await expectOnly(b, 'eu7v2.bad-magic', 0, 4);
  });

  it('eu7v2.bad-magic: a damaged byte ("EU7X") is one error with a fix that writes "EU7C"', async () => {
    for (const f of eu7Family.generate(1).filter((x) => x.name.endsWith('.eu7v2'))) {
      const damaged = f.bytes.slice();
      damaged[3] = 0x58;
      await expectRootCause(f.name, damaged, 'eu7v2.bad-magic', [0, 4], { max: 1 });
      await expectFixRestores({ name: f.name, damaged, original: f.bytes, code: 'eu7v2.bad-magic', range: [0, 4] });
    }
  });

  it('eu7v2.bad-magic: fixed byte for byte when a newer writer added a chunk the reader does not know', async () => {
    for (const f of eu7Family.generate(1).filter((x) => x.name.endsWith('.eu7v2'))) {
      // An extra chunk at the end: id "XTRA", u64 payload size 5, five bytes (eu7v2_format.h chunk header).
      const extra = new ByteWriter().bytes(Uint8Array.from('XTRA', (c) => c.charCodeAt(0))).u64(5n);
      const original = new Uint8Array([...f.bytes, ...extra.bytes(Uint8Array.of(1, 2, 3, 4, 5)).finish()]);
      const unknown = only((await diagnose(original)).diags, 'eu7v2.unknown-chunk');
      expect([unknown.offset, unknown.length, unknown.severity]).toEqual([f.bytes.length, 4, 'warning']);
      const damaged = original.slice();
      damaged[3] = 0x58;
      await expectFixRestores({ name: f.name, damaged, original, code: 'eu7v2.bad-magic', range: [0, 4] });
    }
  });

  it('eu7v2.bad-magic has no fix when what follows is not an EU7v2 file', async () => {
    const badKind = base.slice();
    badKind[0] = 0x58;
    badKind[6] = 9;
    // A chunk whose size runs past the end of the file: the framing is not an EU7v2 file's.
    const pastEnd = base.slice();
    pastEnd[0] = 0x58;
    pastEnd[chunkAt(base, 'SOND') + 4] += 1;
    // An id that is no four characters.
    const binaryId = base.slice();
    binaryId[0] = 0x58;
    binaryId[chunkAt(base, 'SOND')] = 0x01;
    for (const b of [badKind, pastEnd, binaryId])
      expect(only((await diagnose(b)).diags, 'eu7v2.bad-magic').fix).toBeUndefined();
  });

  it('eu7v2.unsupported-version on the u16 version', async () => {
    const b = base.slice();
    b[4] = 2;
    expect(await expectOnly(b, 'eu7v2.unsupported-version', 4, 2)).toContain('version 2');
  });

  it('eu7v2.file-kind on file_kind 3 (tile, planned) and 0', async () => {
    for (const kind of [3, 4, 0]) {
      const b = base.slice();
      b[6] = kind;
      await expectOnly(b, 'eu7v2.file-kind', 6, 2);
    }
    const module = base.slice();
    module[6] = 2;
    expect((await diagnose(module)).diags).toEqual([]);
  });

  it('eu7v2.reserved-nonzero on the reserved field', async () => {
    const b = base.slice();
    b[12] = 1;
    await expectOnly(b, 'eu7v2.reserved-nonzero', 12, 4);
  });

  it('eu7v2.chunk-size on a payload size past the end of the file', async () => {
    const at = chunkAt(base, 'SOND');
    const b = base.slice();
    new DataView(b.buffer).setBigUint64(at + 4, 1n << 40n, true);
    await expectOnly(b, 'eu7v2.chunk-size', at + 4, 8);
  });

  it('eu7v2.trailing-bytes on 1..11 bytes after the last chunk', async () => {
    const b = new Uint8Array(base.length + 11);
    b.set(base);
    await expectOnly(b, 'eu7v2.trailing-bytes', base.length, 11);
  });

  it('eu7v2.unknown-chunk on the id, the payload kept; planned TRGR too', async () => {
    for (const id of ['ZZZZ', 'TRGR']) {
      const b = v2File([strsChunk, [id, (w) => w.u32(7)]]);
      const msg = await expectOnly(b, 'eu7v2.unknown-chunk', chunkAt(b, id), 4);
      if (id === 'TRGR') expect(msg).toContain('planned');
      expect(eu7v2Format.encode(eu7v2Format.decode(b).model!)).toEqual(b);
    }
  });

  it('eu7v2.chunk-trailing-bytes after META fields and after the records of a record chunk', async () => {
    const m = v2File([strsChunk, ['META', (w) => w.u32(1).u32(0).zeros(6).u8(9).u8(9)]]);
    await expectOnly(m, 'eu7v2.chunk-trailing-bytes', chunkAt(m, 'META') + 12 + 14, 2);
    const r = v2File([
      strsChunk,
      ['PLCE', (w) => w.u32(1).u32(0).u32(NONE).f64(0).f64(0).f64(0).f32(0).u8(0).u8(0xaa)],
    ]);
    await expectOnly(r, 'eu7v2.chunk-trailing-bytes', r.length - 1, 1);
  });

  it('eu7v2.count-too-large on the count field, nothing allocated', async () => {
    const b = v2File([strsChunk, ['PLCE', (w) => w.u32(0x7fffffff).u32(0)]]);
    await expectOnly(b, 'eu7v2.count-too-large', chunkAt(b, 'PLCE') + 12, 4);
    const list = v2File([
      strsChunk,
      ['EVNT', (w) => w.u32(1).u32(0).u8(0).f64(0).f64(0).f64(0).u8(0).u8(0).u32(1000).u32(0)],
    ]);
    await expectOnly(list, 'eu7v2.count-too-large', chunkAt(list, 'EVNT') + 12 + 4 + 4 + 1 + 24 + 2, 4);
  });

  it('a record cut short is core.truncated from where it runs out', async () => {
    // Two events fit the count (39 bytes each at least), but the first one's ten targets leave 3 bytes for the second.
    const event = (w: ByteWriter, targets: number) => w.u32(0).u8(0).f64(0).f64(0).f64(0).u8(0).u8(0).u32(targets);
    const b = v2File([
      strsChunk,
      [
        'EVNT',
        (w) => {
          w.u32(2);
          event(w, 10);
          w.zeros(40).u32(0).zeros(3);
        },
      ],
    ]);
    await expectOnly(b, 'core.truncated', chunkAt(b, 'EVNT') + 12 + 4 + 79, 3);
  });

  it('eu7v2.string-id-range on the id; before STRS for chunks read as they come, not for PROT/INST/INCL/PLCE', async () => {
    const b = v2File([strsChunk, sound(99)]);
    expect(await expectOnly(b, 'eu7v2.string-id-range', chunkAt(b, 'SOND') + 16, 4)).toContain(
      'outside the string table',
    );
    const early = v2File([sound(0), strsChunk]);
    expect(await expectOnly(early, 'eu7v2.string-id-range', 16 + 16, 4)).toContain('before any STRS');
    expect((await diagnose(v2File([prot, inst(0), strsChunk]))).diags).toEqual([]);
    const texture = v2File([
      strsChunk,
      prot,
      ['INST', (w) => w.u32(1).u8(2).u32(0).f64(0).f64(0).f64(0).f32(0).f32(0).f32(0).u8(0).u32(4)],
    ]);
    expect(await expectOnly(texture, 'eu7v2.string-id-range', texture.length - 4, 4)).toContain('texture_override');
  });

  it('eu7v2.proto-id-range on the proto field, with and without PROT', async () => {
    const b = v2File([strsChunk, prot, inst(1)]);
    await expectOnly(b, 'eu7v2.proto-id-range', chunkAt(b, 'INST') + 12 + 4 + 1, 4);
    const none = v2File([strsChunk, inst(0)]);
    await expectOnly(none, 'eu7v2.proto-id-range', chunkAt(none, 'INST') + 12 + 4 + 1, 4);
  });
});
