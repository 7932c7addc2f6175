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
import { idOf } from '../helpers/structure-edit';
import { partsBytes } from '../helpers/file-parts';
import type { SmfModel } from '../../src/formats/smf/model';
import type { NResModel } from '../../src/formats/parkan/decode';
import { generateParkan } from '../../src/formats/parkan/generate';
import { writeNRes } from '../../src/formats/parkan/nres/encode';

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
async function pagedMap(damage: (b: Uint8Array, v: DataView) => void = () => undefined, beside = siblings) {
  const siblings = beside;
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

  it('makes Fix All from the pages when a round moves bytes: the repaired file as parts, as the whole-file Fix All', async () => {
    // The tile count set back in place, then the first tile file, beside the map under a longer name, renamed in its
    // entry: everything after the entry moves.
    const [smt] = files.filter((f) => f.name.endsWith('.smt'));
    const moved = smt.name.replace(/\.smt$/, '-moved.smt');
    const beside: SiblingFiles = {
      read: async (name) =>
        name.endsWith(moved) ? smt.bytes : files.find((f) => f !== smt && name.endsWith(f.name))?.bytes,
      list: async () =>
        files
          .filter((f) => f !== smt)
          .map((f) => f.name)
          .concat(moved),
    };
    const m = await pagedMap(tooManyTiles, beside);
    const r = await m.handlers.fixAll({ kind: 'fixAll' });
    if ('error' in r || !('parts' in r)) throw new Error(`not made from the pages: ${JSON.stringify(r)}`);
    expect(m.wholeReads()).toBe(0);
    expect(m.source.longest).toBeLessThanOrEqual(1 << 20);
    const expected = await applyFixes(map.name, m.bytes, { siblings: beside });
    expect(r.applied.map((f) => f.code)).toEqual(['smf.tile-files-short', 'smf.smt-missing']);
    expect(r.applied).toEqual(expected.applied);
    expectSameBytes(partsBytes(r.parts, m.bytes), expected.bytes);
    expect(r.errors).toBe(expected.analysis.diagnostics.filter((d) => d.severity === 'error').length);
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

  it('refuses a picture that does not fit as the whole-file import does, reading nothing', async () => {
    const m = await pagedMap();
    const r = await m.handlers.importPicture({
      kind: 'importPicture',
      name: 'grass',
      png: png(8, 8, new Uint8Array(64)),
      range: 'keep',
    });
    expect('error' in r && r.error).toMatch(/^grass: the image is 8x8, it must be /);
    expect(m.wholeReads()).toBe(0);
  });

  it('makes structural edits from the pages as parts of the file: its grids moved, never read', async () => {
    const m = await pagedMap();
    const root = m.paged.analysis.decoded.root;
    const model = m.paged.analysis.decoded.model as SmfModel;
    const grids = [model.heightMap, model.typeMap, model.metalMap, model.grassMap, model.tiles?.indices];
    const gridBytes = grids.reduce((n, s) => n + (s?.length ?? 0), 0);
    const whole = await analyze(map.name, m.bytes, { siblings });
    const wholeEdits = editHandlers(whole, m.bytes, { fileName: map.name, lang: english, siblings }, true);
    for (const op of [
      { kind: 'duplicate', path: idOf(root, 'features/records/[0]') },
      { kind: 'delete', path: idOf(root, 'features/records/[1]') },
      { kind: 'setString', path: idOf(root, 'tiles/files/[0]/name'), value: 'a longer tile file name.smt' },
    ] as const) {
      const r = await m.handlers.structureEdit({ kind: 'structureEdit', op });
      if (!('parts' in r)) throw new Error(`${op.kind} not made from the pages: ${JSON.stringify(r)}`);
      expect(m.wholeReads()).toBe(0);
      expect(m.source.total).toBe(0);
      const expected = await wholeEdits.structureEdit({ kind: 'structureEdit', op });
      if (!('buffer' in expected)) throw new Error(`${op.kind} refused on the whole file`);
      expectSameBytes(partsBytes(r.parts, m.bytes), new Uint8Array(expected.buffer));
      expect(r.select).toBe(expected.select);
      // Every grid is a stretch of the file as it was; the rest (headers, minimap, features) is new bytes.
      const kept = r.parts.reduce((n, p) => n + ('from' in p ? p.length : 0), 0);
      expect(kept).toBe(gridBytes);
    }
  });

  it('takes a structural edit whole where the encoder does not write from the pages, or the node takes none', async () => {
    const m = await pagedMap();
    const handlers = pagedEditHandlers(
      { ...m.paged, editable: false, source: m.source, fileName: map.name, siblings },
      async () => {
        const a = await analyze(map.name, m.bytes, { siblings });
        return editHandlers(a, m.bytes, { fileName: map.name, lang: english, siblings }, true);
      },
    );
    const op = { kind: 'duplicate', path: idOf(m.paged.analysis.decoded.root, 'features/records/[0]') } as const;
    expect(await handlers.structureEdit({ kind: 'structureEdit', op })).toHaveProperty('buffer');
    const none = await m.handlers.structureEdit({ kind: 'structureEdit', op: { kind: 'delete', path: '0.99.99' } });
    expect(none).toHaveProperty('error');
    expect(m.wholeReads()).toBe(0);
  });
});

describe('structural edits of an NRes archive decoded from its pages', () => {
  const none: SiblingFiles = { read: async () => undefined };
  const landMsh = generateParkan(1).find((f) => f.name === 'Land.msh')!;
  const payload = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * seed) & 0xff);
  const other = writeNRes(
    ['alpha', 'beta', 'gamma'].map((name, i) => ({
      typeId: i + 1,
      attr1: i,
      attr2: 0,
      attr3: 0,
      name,
      payload: payload(1000 + 333 * i, 7 + i),
    })),
  );

  it('renames, deletes and duplicates entries as parts of the file: every payload a stretch of it', async () => {
    for (const [fileName, bytes, ops] of [
      ['Land.msh', landMsh.bytes, [{ kind: 'setString', entry: 2, value: 'Land renamed' }]],
      [
        'textures.lib',
        other,
        [
          { kind: 'setString', entry: 0, value: 'a longer name' },
          { kind: 'delete', entry: 1 },
          { kind: 'duplicate', entry: 2 },
        ],
      ],
    ] as const) {
      const source = countedReads(pagedSource(bytes));
      const paged = (await analyzePaged(fileName, source, {}))!;
      expect(paged?.editable).toBe(true);
      const whole = async () => {
        throw new Error('read whole');
      };
      const handlers = pagedEditHandlers({ ...paged, source, fileName, siblings: none }, whole);
      const wholeAnalysis = await analyze(fileName, bytes, {});
      const wholeEdits = editHandlers(wholeAnalysis, bytes, { fileName, lang: english, siblings: none }, true);
      const root = paged.analysis.decoded.root;
      source.total = 0;
      for (const { kind, entry, ...rest } of ops) {
        const names = `directory/[${entry}]${kind === 'setString' ? '/name' : ''}`;
        const op = { kind, path: idOf(root, names), value: 'value' in rest ? rest.value : undefined };
        const r = await handlers.structureEdit({ kind: 'structureEdit', op });
        if (!('parts' in r)) throw new Error(`${fileName}: ${kind} not made from the pages: ${JSON.stringify(r)}`);
        expect(source.total).toBe(0);
        const expected = await wholeEdits.structureEdit({ kind: 'structureEdit', op });
        if (!('buffer' in expected)) throw new Error(`${fileName}: ${kind} refused on the whole file`);
        expectSameBytes(partsBytes(r.parts, bytes), new Uint8Array(expected.buffer));
        const kept = r.parts.reduce((n, p) => n + ('from' in p ? p.length : 0), 0);
        const edited = await analyze(fileName, new Uint8Array(expected.buffer), {});
        const { entries } = (edited.decoded.model as NResModel).archive;
        expect(kept).toBe(entries.reduce((n, e) => n + e.size, 0));
      }
    }
  });

  it('imports a Land.msh height picture in place: its vertex table alone, reading nothing', async () => {
    const source = countedReads(pagedSource(landMsh.bytes));
    const paged = (await analyzePaged('Land.msh', source, {}))!;
    const handlers = pagedEditHandlers({ ...paged, source, fileName: 'Land.msh', siblings: none }, async () => {
      throw new Error('read whole');
    });
    const heights = decode(await exportPng('height', 'Land.msh', landMsh.bytes));
    const raised = Uint16Array.from(heights.data as Uint16Array, (h, i) => (i % 3 ? h : Math.min(65535, h + 4000)));
    const image = png(heights.width, heights.height, raised, 16);
    source.total = 0;
    const r = await handlers.importPicture({ kind: 'importPicture', name: 'height', png: image, range: 'keep' });
    if (!('changes' in r)) throw new Error(`not made in place: ${JSON.stringify(r)}`);
    expect(source.total).toBe(0);
    const whole = await analyze('Land.msh', landMsh.bytes, { decodeOnly: true });
    const expected = await importPictures(
      whole.format,
      whole.decoded,
      landMsh.bytes,
      [{ name: 'height', png: image }],
      'keep',
    );
    expectSameBytes(applied(landMsh.bytes, r.changes), expected);
    expect(applied(landMsh.bytes, r.changes)).not.toEqual(landMsh.bytes);
  });
});
