// Fixes and picture imports of a map decoded from its pages: made in place from the pages (the worker never asks for
// the whole file, and reads no more of it than the bytes a fix compares), and writing exactly the bytes the
// whole-file path writes. Edits the format does not make in place go to the whole file.
import { describe, expect, it } from 'vitest';
import { decode } from 'fast-png';
import { analyze, analyzePaged } from '../../src/analysis';
import type { ByteChange } from '../../src/core/byte-change';
import type { SiblingFiles } from '../../src/core/format';
import { importPictures } from '../../src/core/pictures/import';
import { applyFixes, fixOne } from '../../src/fix/apply';
import { editHandlers } from '../../src/editor/answering';
import { pagedEditHandlers } from '../../src/editor/paged-edits';
import { generateSmf } from '../../src/formats/smf/generate';
import { HEADER_FIELD } from '../../src/formats/smf/header';
import { english } from '../../src/core/translatable';
import { expectSameBytes } from '../helpers/invariants';
import { countedReads, pagedSource } from '../helpers/paged-decode';
import { exportPng, png } from '../pictures/import-helpers';

const files = generateSmf(4);
const map = files.find((f) => f.name.endsWith('.smf'))!;
const siblings: SiblingFiles = {
  read: async (name) => files.find((f) => f.name === name.split('/').pop())?.bytes,
};

/** `bytes` with `changes` written over them, in order. */
function applied(bytes: Uint8Array, changes: readonly ByteChange[]): Uint8Array {
  const out = bytes.slice();
  for (const c of changes) out.set(c.bytes, c.offset);
  return out;
}

/** The map damaged by `damage`, decoded from its pages, with edit handlers whose whole-file path is counted. */
async function pagedMap(damage: (b: Uint8Array, v: DataView) => void = () => undefined) {
  const bytes = map.bytes.slice();
  damage(bytes, new DataView(bytes.buffer));
  const source = countedReads(pagedSource(bytes));
  const paged = (await analyzePaged(map.name, source, { siblings }))!;
  expect(paged).toBeDefined();
  let wholeReads = 0;
  const whole = async () => {
    wholeReads++;
    const a = await analyze(map.name, bytes, { siblings });
    return editHandlers(a, bytes, { fileName: map.name, lang: english, siblings }, true);
  };
  const handlers = pagedEditHandlers({ ...paged, source, fileName: map.name, siblings }, whole);
  source.total = 0;
  source.longest = 0;
  return { bytes, source, paged, handlers, wholeReads: () => wholeReads };
}

/** numTiles past the tile files' sum: smf.tile-files-short, fixed by setting it back. */
const tooManyTiles = (_: Uint8Array, v: DataView) => {
  const at = v.getInt32(HEADER_FIELD.tilesPtr, true) + 4;
  v.setInt32(at, v.getInt32(at, true) + 5, true);
};

describe('edits of a map decoded from its pages', () => {
  it('makes a fix in place, reading only the bytes it compares, as the whole-file fix makes it', async () => {
    const m = await pagedMap(tooManyTiles);
    const d = m.paged.analysis.diagnostics.find((x) => x.code === 'smf.tile-files-short')!;
    const r = await m.handlers.fix({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
    if (!('changes' in r)) throw new Error(`not made in place: ${JSON.stringify(r)}`);
    expect(m.wholeReads()).toBe(0);
    expect(r.changes).toEqual([{ offset: d.offset, bytes: expect.any(Uint8Array) }]);
    // The tile section's head, compared with the file: a few dozen bytes of a 2 MB map.
    expect(m.source.total).toBeLessThan(256);
    const whole = await analyze(map.name, m.bytes, { siblings });
    expectSameBytes(applied(m.bytes, r.changes), fixOne(whole, m.bytes, d)!);
    expectSameBytes(applied(m.bytes, r.changes), map.bytes);
  });

  it('makes Fix All in place round by round, never reading the file whole, as the whole-file Fix All', async () => {
    const m = await pagedMap(tooManyTiles);
    const r = await m.handlers.fixAll({ kind: 'fixAll' });
    if ('error' in r || !('changes' in r)) throw new Error(`not made in place: ${JSON.stringify(r)}`);
    expect(m.wholeReads()).toBe(0);
    // The round's new decode reads the grids in chunks, never the file at once.
    expect(m.source.longest).toBeLessThanOrEqual(1 << 20);
    const expected = await applyFixes(map.name, m.bytes, { siblings });
    expectSameBytes(applied(m.bytes, r.changes), expected.bytes);
    expect(r.applied).toEqual(expected.applied);
    expect(r.errors).toBe(expected.analysis.diagnostics.filter((d) => d.severity === 'error').length);
    // Nothing left to fix: no change, still no whole read.
    expect(await (await pagedMap()).handlers.fixAll({ kind: 'fixAll' })).toEqual({ applied: [], errors: 0 });
  });

  it('imports the height map (its range from the image) and the metal map in place, reading nothing', async () => {
    const m = await pagedMap();
    const exported = async (name: string) => decode(await exportPng(name, map.name, m.bytes));
    const heights = await exported('height');
    const raised = Uint16Array.from(heights.data as Uint16Array, (h, i) => (i % 7 ? h : Math.min(65535, h + 999)));
    const metal = await exported('metal');
    const edited = Uint8Array.from(metal.data, (v, i) => (i % 5 ? v : 255 - v));
    for (const [name, image, range] of [
      ['height', png(heights.width, heights.height, raised, 16), 'image'],
      ['metal', png(metal.width, metal.height, edited), 'keep'],
    ] as const) {
      const r = await m.handlers.importPicture({ kind: 'importPicture', name, png: image, range });
      if (!('changes' in r)) throw new Error(`not made in place: ${JSON.stringify(r)}`);
      expect(m.wholeReads()).toBe(0);
      expect(m.source.total).toBe(0);
      const whole = await analyze(map.name, m.bytes, { decodeOnly: true });
      const expected = await importPictures(whole.format, whole.decoded, m.bytes, [{ name, png: image }], range);
      expectSameBytes(applied(m.bytes, r.changes), expected);
    }
  });

  it('refuses a picture that does not fit as the whole-file import does, and takes structural edits whole', async () => {
    const m = await pagedMap();
    const r = await m.handlers.importPicture({
      kind: 'importPicture',
      name: 'grass',
      png: png(8, 8, new Uint8Array(64)),
      range: 'keep',
    });
    expect('error' in r && r.error).toMatch(/^grass: the image is 8x8, it must be /);
    expect(m.wholeReads()).toBe(0);
    const edit = await m.handlers.structureEdit({
      kind: 'structureEdit',
      op: { kind: 'delete', path: 'no/such/node' },
    });
    expect(edit).toHaveProperty('error');
    expect(m.wholeReads()).toBe(1);
  });
});
