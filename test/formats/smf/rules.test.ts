// One broken fixture per SMF rule: the exact code, severity and byte range, and nothing the engine would refuse
// reported where it loads the map.
import { bufferSource, sectionBytes } from '../../../src/core/byte-source';
import { DiagnosticSink } from '../../../src/core/diagnostics';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeAt } from '../../../src/core/tree';
import {
  checkMetalBalance,
  checkStartGround,
  smfFormat,
  type SmfHeader,
  type SmfModel,
} from '../../../src/formats/smf';
import { smfRules } from '../../../src/formats/smf/rules';
import { encodeSmf } from '../../../src/formats/smf/encode';
import { generateSmf } from '../../../src/formats/smf/generate';
import { MINIMAP_SIZE } from '../../../src/formats/smf/layout';
import { applyFixes } from '../../../src/fix/apply';
import { expectFixRestores, expectRootCause } from '../../helpers/fixes';
import { only } from '../../helpers/invariants';
import { buildSmf, buildSmt, check, codes, errors, expectSameBytes, i32, setF32, setI32, siblings } from './fixtures';
import { readingText } from '../../../src/core/describe';

const range = (d: { offset: number; length: number }) => [d.offset, d.length];

describe('the fixture builder', () => {
  it('writes a map that validates clean against its tile file', async () => {
    const { bytes } = buildSmf();
    expect(await check(bytes, { siblings: siblings({ 'test.smt': buildSmt(4) }) })).toEqual([]);
  });
});

describe('header rules', () => {
  it.each([
    ['smf.version', 16, 2],
    ['smf.square-size', 32, 16],
    ['smf.texel-per-square', 36, 4],
    ['smf.tile-size', 40, 64],
  ])('%s: reported on its field', async (code, at, value) => {
    const { bytes } = buildSmf();
    setI32(bytes, at, value);
    const d = only(await check(bytes), code);
    expect(d.severity).toBe('error');
    expect(range(d)).toEqual([at, 4]);
  });

  it('smf.magic: the 16 magic bytes', async () => {
    const { bytes } = buildSmf();
    bytes[15] = 0x21; // "spring map file!": no NUL, strcmp fails
    expect(range(only(await check(bytes), 'smf.magic'))).toEqual([0, 16]);
  });

  it('smf.magic: no fix when a section starts inside the magic (writing it would change that section)', async () => {
    const { bytes } = buildSmf();
    bytes.fill(0, 0, 16);
    bytes[0] = 1; // read as the feature section: one type, no features
    setI32(bytes, 72, 0);
    const d = only(await check(bytes), 'smf.magic');
    expect([d.severity, ...range(d), d.fix]).toEqual(['error', 0, 16, undefined]);
    expect((await applyFixes('test.smf', bytes, {})).applied).toEqual([]);
  });

  it('smf.map-size: mapx 0 is refused and no section is sized from it', async () => {
    const { bytes } = buildSmf();
    setI32(bytes, 24, 0);
    const d = await check(bytes);
    expect(range(only(d, 'smf.map-size'))).toEqual([24, 4]);
    expect(codes(d)).not.toContain('smf.section-bounds');
  });

  it('smf.map-size: a positive size too small for one tile, on both fields', async () => {
    const d = only(await check(buildSmf({ mapx: 2, mapy: 4 }).bytes), 'smf.map-size');
    expect([d.severity, ...range(d)]).toEqual(['error', 24, 8]);
  });

  it('smf.map-size-multiple: a 132-square map is only a warning', async () => {
    const d = await check(buildSmf({ mapx: 132 }).bytes);
    const w = only(d, 'smf.map-size-multiple');
    expect([w.severity, ...range(w)]).toEqual(['warning', 24, 4]);
    expect(errors(d)).toEqual([]);
  });

  it('smf.height-range: minHeight above maxHeight, on both floats', async () => {
    const { bytes } = buildSmf();
    setF32(bytes, 44, 300);
    const d = only(await check(bytes), 'smf.height-range');
    expect([d.severity, ...range(d)]).toEqual(['warning', 44, 8]);
  });

  it('smf.height-range: a NaN height is a warning, and its exact bits survive the round trip', async () => {
    const { bytes } = buildSmf();
    setI32(bytes, 48, 0x7fc01234);
    expect(range(only(await check(bytes), 'smf.height-range'))).toEqual([44, 8]);
    expectSameBytes(smfFormat.encode(smfFormat.decode(bytes).model!), bytes);
  });
});

describe('section rules', () => {
  it('smf.section-bounds: a pointer past the end, reported on the pointer', async () => {
    const { bytes } = buildSmf();
    setI32(bytes, 56, bytes.length + 100);
    const d = only(await check(bytes), 'smf.section-bounds');
    expect([d.severity, ...range(d)]).toEqual(['error', 56, 4]);
  });

  it('smf.section-bounds: a negative pointer', async () => {
    const { bytes } = buildSmf();
    setI32(bytes, 64, -8);
    expect(range(only(await check(bytes), 'smf.section-bounds'))).toEqual([64, 4]);
  });

  it('smf.section-bounds: a section that runs past the end names what is there', async () => {
    const { bytes } = buildSmf();
    const metal = i32(bytes, 68);
    setI32(bytes, 68, bytes.length - 100);
    const d = only(await check(bytes), 'smf.section-bounds');
    expect(range(d)).toEqual([68, 4]);
    expect(d.related).toMatchObject([
      { offset: bytes.length - 100, length: 100, message: 'what there is of metalMap' },
    ]);
    expect(metal).toBeGreaterThan(0);
  });

  it('smf.section-overlap: the shared bytes of the later section, with the earlier one related', async () => {
    const built = buildSmf();
    const { bytes } = built;
    const typeMap = built.model.header.typeMapPtr;
    const minimap = built.model.header.minimapPtr;
    setI32(bytes, 56, typeMap + 100); // the type map now runs 100 bytes into the minimap
    const d = await check(bytes);
    const o = only(d, 'smf.section-overlap');
    expect([o.severity, ...range(o)]).toEqual(['warning', minimap, 100]);
    expect(o.related?.[0]).toMatchObject({ offset: typeMap + 100, length: (128 * 128) / 4 });
    expect(errors(d)).toEqual([]);
  });

  it('sections are found through their pointers whatever the order, gaps included', async () => {
    const built = buildSmf();
    const m = built.model;
    // Move the height map to the end, after a 7-byte gap: the old place becomes a gap too.
    const heights = sectionBytes(m.heightMap!);
    const [oldPtr, oldSize] = [m.header.heightmapPtr, m.size];
    m.header.heightmapPtr = m.size + 7;
    m.size += 7 + heights.length + 3;
    const bytes = encodeSmf(m);
    expect(await check(bytes)).toEqual([]);
    const again = smfFormat.decode(bytes);
    expectSameBytes(smfFormat.encode(again.model!), bytes);
    expectSameBytes(sectionBytes(again.model!.heightMap!), heights);
    const gaps = again.model!.kept.map((k) => [k.offset, k.bytes.length]);
    expect(gaps).toEqual([
      [oldPtr, heights.length],
      [oldSize, 7],
      [bytes.length - 3, 3],
    ]);
  });
});

describe('extra header rules', () => {
  it('smf.extra-header-count: a negative count is a warning (no grass)', async () => {
    const { bytes } = buildSmf();
    setI32(bytes, 76, -1);
    const d = only(await check(bytes), 'smf.extra-header-count');
    expect([d.severity, ...range(d)]).toEqual(['warning', 76, 4]);
  });

  it('a vegetation header is read whatever its size says (4, 12, 16388)', async () => {
    for (const size of [4, 12, 16388]) {
      expect(await check(buildSmf({ extraHeaders: [{ size, type: 1 }] }).bytes)).toEqual([]);
    }
  });

  it('smf.extra-header-too-small: an unknown-size header before the vegetation one', async () => {
    const d = await check(
      buildSmf({
        extraHeaders: [
          { size: 4, type: 0 },
          { size: 12, type: 1 },
        ],
      }).bytes,
    );
    const w = only(d, 'smf.extra-header-too-small');
    expect([w.severity, ...range(w)]).toEqual(['warning', 80, 4]);
    expect(errors(d)).toEqual([]);
  });

  it('smf.extra-header-too-large: skipping it would overrun the grass buffer', async () => {
    const size = 8 + 32 * 32 + 1;
    const d = only(
      await check(buildSmf({ extraHeaders: [{ size, type: 0, payload: new Uint8Array(size - 8) }] }).bytes),
      'smf.extra-header-too-large',
    );
    expect([d.severity, ...range(d)]).toEqual(['error', 80, 4]);
  });

  it('a none header of grass-buffer size is fine', async () => {
    const size = 8 + 32 * 32;
    expect(
      await check(buildSmf({ extraHeaders: [{ size, type: 0, payload: new Uint8Array(size - 8) }] }).bytes),
    ).toEqual([]);
  });

  it('smf.extra-header-unknown: kept opaque, reported on its type', async () => {
    const { bytes, model } = buildSmf({
      extraHeaders: [
        { size: 12, type: 7, payload: new Uint8Array([1, 2, 3, 4]) },
        { size: 12, type: 1 },
      ],
    });
    const d = only(await check(bytes), 'smf.extra-header-unknown');
    expect([d.severity, ...range(d)]).toEqual(['info', 84, 4]);
    const decoded = smfFormat.decode(bytes);
    expect([...decoded.model!.extraHeaders[0].payload!]).toEqual([1, 2, 3, 4]);
    expect(sectionBytes(decoded.model!.grassMap!)).toEqual(sectionBytes(model.grassMap!));
  });

  it('smf.extra-header-ignored: whatever follows the vegetation header', async () => {
    const d = only(
      await check(
        buildSmf({
          extraHeaders: [
            { size: 12, type: 1 },
            { size: 8, type: 0 },
          ],
        }).bytes,
      ),
      'smf.extra-header-ignored',
    );
    expect([d.severity, ...range(d)]).toEqual(['warning', 92, 8]);
  });
});

describe('tile section rules', () => {
  it('smf.tile-file-count: negative', async () => {
    const { bytes, model } = buildSmf({ tileFiles: [], numTileFiles: -1, numTiles: 0 });
    const d = only(await check(bytes), 'smf.tile-file-count');
    expect([d.severity, ...range(d)]).toEqual(['error', model.header.tilesPtr, 4]);
  });

  it('smf.tile-count: negative', async () => {
    const { bytes, model } = buildSmf({ numTiles: -1 });
    expect(range(only(await check(bytes), 'smf.tile-count'))).toEqual([model.header.tilesPtr + 4, 4]);
  });

  it('smf.tile-file-tiles: a negative count in one entry', async () => {
    const { bytes, at } = buildSmf({
      tileFiles: [
        { tileCount: 4, name: 'a.smt' },
        { tileCount: -5, name: 'b.smt' },
      ],
      numTiles: 4,
    });
    expect(range(only(await check(bytes), 'smf.tile-file-tiles'))).toEqual([at.entries + 4 + 6, 4]);
  });

  it('smf.tile-files-overflow: on the entry where the sum first passes numTiles', async () => {
    const { bytes, at, model } = buildSmf({
      tileFiles: [
        { tileCount: 10, name: 'a.smt' },
        { tileCount: 10, name: 'b.smt' },
        { tileCount: 1, name: 'c.smt' },
      ],
      numTiles: 15,
    });
    const d = only(await check(bytes), 'smf.tile-files-overflow');
    expect([d.severity, ...range(d)]).toEqual(['error', at.entries + 10, 4]);
    expect(d.related).toMatchObject([{ offset: model.header.tilesPtr + 4, length: 4, message: 'numTiles' }]);
  });

  it('smf.tile-files-short: fewer tiles in the files than numTiles', async () => {
    const { bytes, model } = buildSmf({ tileFiles: [{ tileCount: 10, name: 'a.smt' }], numTiles: 20 });
    const d = only(await check(bytes), 'smf.tile-files-short');
    expect([d.severity, ...range(d)]).toEqual(['warning', model.header.tilesPtr + 4, 4]);
  });

  it('smf.tile-file-name-length: 256 bytes is one too many; 255 is fine', async () => {
    const ok = buildSmf({ tileFiles: [{ tileCount: 4, name: 'x'.repeat(255) }] });
    expect(codes(await check(ok.bytes))).toEqual([]);
    const { bytes, at } = buildSmf({ tileFiles: [{ tileCount: 4, name: 'x'.repeat(256) }] });
    expect(range(only(await check(bytes), 'smf.tile-file-name-length'))).toEqual([at.entries + 4, 256]);
  });

  it('smf.tile-index-range: index numTiles and index -1, each on its 4 bytes', async () => {
    const { bytes, at } = buildSmf();
    setI32(bytes, at.indices + 4 * 5, 4);
    setI32(bytes, at.indices + 4 * 1000, -1);
    const d = (await check(bytes)).filter((x) => x.code === 'smf.tile-index-range');
    expect(d.map(range)).toEqual([
      [at.indices + 20, 4],
      [at.indices + 4000, 4],
    ]);
    expect(d[0].severity).toBe('error');
    expect(d[1].message).toContain('(8, 31)');
  });

  it('a tile index names the tile file it falls in', async () => {
    const { bytes, at } = buildSmf({
      tileFiles: [
        { tileCount: 4, name: 'maps/a.smt' },
        { tileCount: 4, name: 'b.smt' },
      ],
    });
    setI32(bytes, at.indices + 4, 6);
    const root = smfFormat.decode(bytes).root;
    const tiles = [...Array(root.childCount).keys()].map((i) => root.child(i)).find((n) => n.name === 'tiles')!;
    const files = nodeAt(tiles, [2])!;
    expect([readingText(files.child(0)), readingText(files.child(1))]).toEqual([
      'tiles 0..3 in maps/a.smt',
      'tiles 4..7 in b.smt',
    ]);
    const index = nodeAt(tiles, [3, 0, 1])!;
    expect([index.value, readingText(index), index.links?.[0].offset]).toEqual([
      6,
      'tile 6 in b.smt',
      files.child(1).offset,
    ]);
  });
});

describe('feature section rules', () => {
  it('smf.feature-type-count: above 16384 and negative', async () => {
    const { bytes, model } = buildSmf({ typeNames: Array.from({ length: 16385 }, (_, i) => `f${i}`) });
    expect(range(only(await check(bytes), 'smf.feature-type-count'))).toEqual([model.header.featurePtr, 4]);
    const neg = buildSmf({ typeNames: [], numFeatureType: -1, features: [] });
    expect(range(only(await check(neg.bytes), 'smf.feature-type-count'))).toEqual([neg.model.header.featurePtr, 4]);
  });

  it('the counts come types first (the seed has them the other way round)', async () => {
    const { bytes } = buildSmf({ typeNames: ['a', 'b', 'c'], features: [[2, 1, 2, 3, 0, 1]] });
    const f = smfFormat.decode(bytes).model!.features!;
    expect([f.numFeatureType, f.numFeatures, f.typeNames]).toEqual([3, 1, ['a', 'b', 'c']]);
  });

  it('smf.feature-count: negative', async () => {
    const { bytes, model } = buildSmf({ features: [], numFeatures: -3 });
    expect(range(only(await check(bytes), 'smf.feature-count'))).toEqual([model.header.featurePtr + 4, 4]);
  });

  it('smf.feature-name-length: 31 bytes is one too many; 30 is fine', async () => {
    expect(await check(buildSmf({ typeNames: ['a'.repeat(30), 'b'] }).bytes)).toEqual([]);
    const { bytes, at } = buildSmf({ typeNames: ['a', 'b'.repeat(31)] });
    const d = only(await check(bytes), 'smf.feature-name-length');
    expect([d.severity, ...range(d)]).toEqual(['error', at.names + 2, 31]);
  });

  it('smf.feature-type-index: a record naming a type that does not exist', async () => {
    const { bytes, at } = buildSmf({
      features: [
        [0, 1, 1, 1, 0, 1],
        [2, 1, 1, 1, 0, 1],
        [-1, 1, 1, 1, 0, 1],
      ],
    });
    const d = (await check(bytes)).filter((x) => x.code === 'smf.feature-type-index');
    expect(d.map(range)).toEqual([
      [at.records + 24, 4],
      [at.records + 48, 4],
    ]);
    expect(d[0].severity).toBe('error');
  });
});

describe('cross-file rules', () => {
  const map = () =>
    buildSmf({
      tileFiles: [
        { tileCount: 4, name: 'maps/a.smt' },
        { tileCount: 3, name: 'b.smt' },
      ],
    });

  it('tile files next to the map with enough tiles: nothing to report', async () => {
    const { bytes } = map();
    expect(
      await check(bytes, { siblings: siblings({ 'a.smt': buildSmt(4), 'b.smt': buildSmt(5, { numTiles: 0 }) }) }),
    ).toEqual([]);
  });

  it('smf.smt-missing: on the stored name', async () => {
    const { bytes, at } = map();
    const d = only(await check(bytes, { siblings: siblings({ 'a.smt': buildSmt(4) }) }), 'smf.smt-missing');
    expect([d.severity, ...range(d)]).toEqual(['warning', at.entries + 4 + 11 + 4, 5]);
  });

  it('smf.smt-invalid: a tile file the engine refuses', async () => {
    const { bytes, at } = map();
    const d = only(
      await check(bytes, {
        siblings: siblings({ 'a.smt': buildSmt(4, { compressionType: 2 }), 'b.smt': buildSmt(3) }),
      }),
      'smf.smt-invalid',
    );
    expect([d.severity, ...range(d)]).toEqual(['error', at.entries + 4, 10]);
    expect(d.message).toContain('compressionType 2');
  });

  it('smf.smt-too-few-tiles: on the entry tile count', async () => {
    const { bytes, at } = map();
    const d = only(
      await check(bytes, { siblings: siblings({ 'a.smt': buildSmt(4), 'b.smt': buildSmt(2, { numTiles: 3 }) }) }),
      'smf.smt-too-few-tiles',
    );
    expect([d.severity, ...range(d)]).toEqual(['error', at.entries + 15, 4]);
  });

  describe('start positions on the ground (checked where mapinfo.lua gives them: test/archives)', () => {
    // A 16x16-square map of flat ground with vertex column 8 raised 500 elmos: slope cells 3 and 4 are cliffs.
    const ground = () => {
      const n = 17;
      const bytes = new Uint8Array(4 + 2 * n * n);
      const view = new DataView(bytes.buffer);
      for (let z = 0; z < n; z++)
        for (let x = 0; x < n; x++) view.setUint16(4 + 2 * (z * n + x), x === 8 ? 60000 : 10000, true);
      const header = { mapx: 16, mapy: 16, minHeight: -100, maxHeight: 555.36 } as SmfHeader;
      return {
        header,
        heightMap: { source: bufferSource(bytes), offset: 4, length: bytes.length - 4 },
      } as unknown as SmfModel;
    };
    /** The nine height samples of slope cell (x, z): 17 samples a row. */
    const cellRange = (x: number, z: number) => [4 + 2 * (2 * z * 17 + 2 * x), 2 * (2 * 17 + 2) + 2];
    const run = (starts: [number, number][]) => {
      const sink = new DiagnosticSink(4 + 2 * 17 * 17);
      checkStartGround(
        ground(),
        starts.map(([x, z], team) => ({ team, x, z })),
        'bar',
        sink,
      );
      return sink.finish().filter((d) => d.message.includes('BOT3'));
    };

    it('smf.start-unpathable: on the cliff cell', () => {
      const d = only(
        run([
          [8, 8],
          [56, 8],
        ]),
        'smf.start-unpathable',
      );
      expect([d.severity, ...range(d)]).toEqual(['warning', ...cellRange(3, 0)]);
    });

    it('smf.start-unreachable: each side of the wall', () => {
      const d = run([
        [8, 8],
        [120, 120],
      ]);
      expect(d.map((x) => [x.code, ...range(x)])).toEqual([
        ['smf.start-unreachable', ...cellRange(0, 0)],
        ['smf.start-unreachable', ...cellRange(7, 7)],
      ]);
    });
  });

  it('smf.metal-imbalance: single-cell spots richer on team 0 side, on the metal map', () => {
    // A 32x32-square map: 16x16 metal cells at byte 8. Spots at columns 2, 4 (metal 255) and their mirrors 13, 11
    // (metal 100) on rows 3, 7, 11; an extractor radius of one cell takes each spot's own cell only.
    const bytes = new Uint8Array(8 + 16 * 16);
    for (const z of [3, 7, 11]) {
      for (const x of [2, 4]) bytes[8 + z * 16 + x] = 255;
      for (const x of [11, 13]) bytes[8 + z * 16 + x] = 100;
    }
    const model = {
      header: { mapx: 32, mapy: 32 },
      metalMap: { source: bufferSource(bytes), offset: 8, length: 256 },
    } as unknown as SmfModel;
    const sink = new DiagnosticSink(bytes.length);
    const starts = [
      { team: 0, x: 16, z: 128 },
      { team: 1, x: 240, z: 128 },
    ];
    checkMetalBalance(model, starts, { extractorRadius: 16, tolerance: 10 }, sink);
    const d = only(sink.finish(), 'smf.metal-imbalance');
    expect([d.severity, ...range(d)]).toEqual(['warning', 8, 256]);
    // 6 x 255 against 6 x 100: 1530 and 600 of 2130.
    expect(d.message).toBe(
      "team 0 is nearest to 71.8% of the metal spots' metal, team 1 to 28.2%: 60.8% less, " +
        'more than the tolerance of 10%',
    );
  });

  it('every SMF rule has a fixture in this file', () => {
    const source = fs.readFileSync(__filename, 'utf8');
    expect(
      Object.values(smfRules)
        .map((r) => r.code)
        .filter((code) => !source.includes(`'${code}'`)),
    ).toEqual([]);
  });
});

describe('root causes instead of cascades', () => {
  const generated = () => generateSmf(1).find((f) => f.name.endsWith('.smf'))!;
  const shifted = (bytes: Uint8Array, fields: number[], delta: number): Uint8Array => {
    const out = bytes.slice();
    for (const at of fields) setI32(out, at, i32(out, at) + delta);
    return out;
  };
  const POINTERS = [52, 56, 60, 64, 68, 72];

  it.each([3, -5])(
    'smf.tiles-pointer: tilesPtr %i bytes off is one error on tilesPtr, and the fix restores it',
    async (delta) => {
      const map = generated();
      const damaged = shifted(map.bytes, [60], delta);
      const d = await expectRootCause(map.name, damaged, 'smf.tiles-pointer', [60, 4]);
      expect(d[0].message).toContain(`tilesPtr ${delta > 0 ? '-' : '+'} ${Math.abs(delta)}`);
      expect(d.map((x) => x.code)).toContain('smf.not-checked');
      await expectFixRestores({
        name: map.name,
        damaged,
        original: map.bytes,
        code: 'smf.tiles-pointer',
        range: [60, 4],
      });
    },
  );

  it.each([6, -6])('smf.pointers-shifted: every pointer %i bytes off is one error on the pointers', async (delta) => {
    const map = generated();
    const damaged = shifted(map.bytes, POINTERS, delta);
    await expectRootCause(map.name, damaged, 'smf.pointers-shifted', [52, 24]);
    await expectFixRestores({
      name: map.name,
      damaged,
      original: map.bytes,
      code: 'smf.pointers-shifted',
      range: [52, 24],
    });
  });

  it('smf.pointers-shifted is not claimed when moving every pointer would put the minimap before the file', async () => {
    // tilesPtr and featurePtr 4300 bytes too high (an implausible tile header there, the feature pointer past the
    // end): the sections found agree on the shift, but the minimap sits at 1116, so subtracting 4300 from every
    // pointer would move it out of the file. Each of the two pointers is its own error, and fixing both restores
    // the map with no error added.
    const map = generated();
    const damaged = shifted(map.bytes, [60, 72], 4300);
    const tilesPtr = i32(damaged, 60);
    setI32(damaged, tilesPtr, -1);
    setI32(damaged, tilesPtr + 4, -1);
    expect(i32(damaged, 64)).toBeLessThan(4300);
    const d = await check(damaged);
    expect(d.map((x) => [x.code, ...range(x)])).toEqual([
      ['smf.tiles-pointer', 60, 4],
      ['smf.feature-pointer', 72, 4],
      ['smf.not-checked', tilesPtr, 8],
    ]);
    const fixed = await applyFixes(map.name, damaged, { format: smfFormat });
    expect(fixed.applied.map((f) => f.code)).toEqual(['smf.tiles-pointer', 'smf.feature-pointer']);
    expect(errors(fixed.analysis.diagnostics)).toEqual([]);
    expect([i32(fixed.bytes, 60), i32(fixed.bytes, 72)]).toEqual([i32(map.bytes, 60), i32(map.bytes, 72)]);
  });

  it('smf.feature-pointer: featurePtr 2 bytes off, fixed back', async () => {
    const { bytes } = buildSmf();
    const damaged = shifted(bytes, [72], 2);
    await expectRootCause('test.smf', damaged, 'smf.feature-pointer', [72, 4]);
    await expectFixRestores({
      name: 'test.smf',
      damaged,
      original: bytes,
      code: 'smf.feature-pointer',
      range: [72, 4],
    });
  });

  it('smf.not-checked: a negative count with no better section anywhere leaves the indices unchecked', async () => {
    const { bytes, model } = buildSmf({ numTiles: -1 });
    const d = await check(bytes);
    expect(range(only(d, 'smf.not-checked'))).toEqual([model.header.tilesPtr, 8]);
    expect(codes(d)).not.toContain('smf.tile-index-range');
  });

  it('a pointer past the end still finds the one tile section: one error, fixed back', async () => {
    const { bytes: original } = buildSmf();
    const damaged = original.slice();
    setI32(damaged, 60, 0x7fffff00);
    await expectRootCause('test.smf', damaged, 'smf.tiles-pointer', [60, 4], { max: 1 });
    await expectFixRestores({ name: 'test.smf', damaged, original, code: 'smf.tiles-pointer', range: [60, 4] });
  });
});

describe('checks from real failures', () => {
  it('smf.feature-name-empty: on the empty name', async () => {
    const { bytes, at } = buildSmf({ typeNames: ['tree', ''] });
    const d = only(await check(bytes), 'smf.feature-name-empty');
    expect([d.severity, ...range(d)]).toEqual(['warning', at.names + 5, 1]);
  });

  it('smf.minimap-extra-mip: a tenth mip level before the next section; the fix removes it', async () => {
    const { bytes: original, model } = buildSmf();
    const end = model.header.minimapPtr + MINIMAP_SIZE;
    const damaged = new Uint8Array(original.length + 8);
    damaged.set(original.subarray(0, end));
    damaged.set(original.subarray(end), end + 8);
    for (const at of [52, 56, 60, 64, 68, 72, 88])
      if (i32(damaged, at) >= end) setI32(damaged, at, i32(damaged, at) + 8);
    const d = await expectFixRestores({
      name: 'test.smf',
      damaged,
      original,
      code: 'smf.minimap-extra-mip',
      range: [end, 8],
    });
    expect(d.severity).toBe('error');
  });
});

describe('fixes', () => {
  it('smf.magic: the fix writes the magic back', async () => {
    const { bytes: original } = buildSmf();
    const damaged = original.slice();
    damaged[3] = 0x41;
    await expectFixRestores({ name: 'test.smf', damaged, original, code: 'smf.magic', range: [0, 16] });
  });

  it.each([
    ['smf.tile-files-short', 7, 4],
    ['smf.tile-files-overflow', 2, 0],
  ])('%s: numTiles set back to the sum of the tile files', async (code, numTiles, rangeAt) => {
    const { bytes: original, model, at } = buildSmf();
    const damaged = original.slice();
    setI32(damaged, model.header.tilesPtr + 4, numTiles);
    const offset = rangeAt === 4 ? model.header.tilesPtr + 4 : at.entries;
    await expectFixRestores({ name: 'test.smf', damaged, original, code, range: [offset, 4] });
  });

  // Found by the guided fuzzer (data.smf with bytes inserted among the tile indices, and generated maps): lowering
  // numTiles put every index between the sum and numTiles out of range.
  it('smf.tile-files-short: no fix when a tile index lies between the sum and numTiles', async () => {
    const { bytes, model, at } = buildSmf({ tileFiles: [{ tileCount: 4, name: 'test.smt' }], numTiles: 8 });
    setI32(bytes, at.indices + 4, 5);
    const d = only(await check(bytes), 'smf.tile-files-short');
    expect(range(d)).toEqual([model.header.tilesPtr + 4, 4]);
    expect(d.fix).toBeUndefined();
    expect((await applyFixes('test.smf', bytes)).applied).toEqual([]);
  });

  // Found by the guided fuzzer: with a pointer moved so that the header or another section lies on numTiles, the
  // fix wrote a header field (tilesPtr, tilesize, texelPerSquare) or the feature type count too.
  it('smf.tile-files-overflow: no fix when another section lies on the bytes of numTiles', async () => {
    const { bytes, model, at } = buildSmf({ tileFiles: [{ tileCount: 4, name: 'test.smt' }], numTiles: 2 });
    setI32(bytes, 72, model.header.tilesPtr); // featurePtr: the feature counts are numTileFiles and numTiles
    const diags = await check(bytes);
    const d = only(diags, 'smf.tile-files-overflow');
    expect(range(d)).toEqual([at.entries, 4]);
    expect(d.fix).toBeUndefined();
    expect(range(only(diags, 'smf.section-overlap'))).toContain(model.header.tilesPtr);
    expect((await applyFixes('test.smf', bytes)).applied).toEqual([]);
  });

  it('smf.tile-files-overflow: no fix when the sum of the tile counts does not fit numTiles (an i32)', async () => {
    const { bytes } = buildSmf({
      tileFiles: [
        { tileCount: 0x7fffffff, name: 'a.smt' },
        { tileCount: 2, name: 'b.smt' },
      ],
      numTiles: 4,
    });
    const d = only(await check(bytes), 'smf.tile-files-overflow');
    expect(d.fix).toBeUndefined();
  });

  it('smf.smt-missing: the entry renamed to the one unnamed tile file beside the map', async () => {
    const original = buildSmf({ tileFiles: [{ tileCount: 4, name: 'maps/test.smt' }] }).bytes;
    const { bytes: damaged, at } = buildSmf({ tileFiles: [{ tileCount: 4, name: 'maps/old.smt' }] });
    const files: Record<string, Uint8Array> = { 'test.smt': buildSmt(4), 'small.smt': buildSmt(2) };
    const beside = { ...siblings(files), list: async () => Object.keys(files) };
    await expectFixRestores({
      name: 'test.smf',
      damaged,
      original,
      code: 'smf.smt-missing',
      range: [at.entries + 4, 'maps/old.smt'.length],
      siblings: beside,
    });
  });

  it('smf.smt-missing: no fix when two tile files could serve', async () => {
    const { bytes } = buildSmf({ tileFiles: [{ tileCount: 4, name: 'old.smt' }] });
    const files: Record<string, Uint8Array> = { 'a.smt': buildSmt(4), 'b.smt': buildSmt(4) };
    const d = only(
      await check(bytes, { siblings: { ...siblings(files), list: async () => Object.keys(files) } }),
      'smf.smt-missing',
    );
    expect(d.fix).toBeUndefined();
  });
});
