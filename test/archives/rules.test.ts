// Every archive rule on a fixture that breaks it: the exact code and byte range, in the archive (its header) or in
// the inner file the problem is in (the .smf, mapinfo.lua, the .smd).
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { Diagnostic } from '../../src/core/diagnostics';
import { MapArchiveReport, checkMapArchive } from '../../src/archives/map/check-map-archive';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { openFolder } from '../../src/input/sdd-folder';
import { ArchiveReader } from '../../src/archives/reader';
import { ArchiveFiles, MAP_NAME, folder, mapFiles, mapInfoLua, sevenZip, zip } from '../helpers/archives';

async function check7z(files: ArchiveFiles, solid = false, switches?: string[]): Promise<MapArchiveReport> {
  return checkMapArchive(new ArchiveReader(await openArchiveBytes('sd7', await sevenZip(files, { solid, switches }))));
}

async function checkZip(bytes: Uint8Array): Promise<MapArchiveReport> {
  return checkMapArchive(new ArchiveReader(await openArchiveBytes('sdz', bytes)));
}

function only(list: readonly Diagnostic[], code: string): Diagnostic {
  const hits = list.filter((d) => d.code === code);
  expect(hits, `${code} in ${JSON.stringify(list.map((d) => d.code))}`).toHaveLength(1);
  return hits[0];
}

function innerOf(report: MapArchiveReport, path: string): Diagnostic[] {
  const f = report.inner.find((i) => i.path === path);
  expect(f, `inner file ${path}`).toBeDefined();
  return f!.diagnostics;
}

const codes = (list: readonly Diagnostic[]) => list.map((d) => d.code);

/** The byte range of `needle` in `text` (ASCII fixtures: characters are bytes). */
function rangeOf(text: string, needle: string): { offset: number; length: number } {
  const offset = text.indexOf(needle);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  return { offset, length: needle.length };
}

describe('a valid map archive', () => {
  it.each([
    ['non-solid .sd7', () => check7z(mapFiles())],
    ['.sdz', () => checkZip(zip(mapFiles()))],
    ['.sdd', async () => checkMapArchive(new ArchiveReader(await openFolder(await folder(mapFiles()))))],
  ])('%s: only says which map the engine loads, and its files are clean', async (_, run) => {
    const r = await run();
    expect(codes(r.diagnostics)).toEqual(['archive.map-file']);
    expect(r.diagnostics[0].message).toContain(`"${MAP_NAME}" (mapinfo.lua's mapfile)`);
    expect(r.inner.map((i) => [i.path, i.format, i.diagnostics])).toEqual([
      ['mapinfo.lua', 'mapinfo', []],
      [MAP_NAME, 'smf', []],
    ]);
  });
});

describe('archive-level rules', () => {
  it('archive.solid: a solid .sd7, on the signature header', async () => {
    const r = await check7z(mapFiles(), true);
    expect(only(r.diagnostics, 'archive.solid')).toMatchObject({ severity: 'warning', offset: 0, length: 32 });
  });

  it('archive.no-map: no .smf anywhere', async () => {
    const files = mapFiles();
    delete files[MAP_NAME];
    const r = await check7z(files);
    expect(only(r.diagnostics, 'archive.no-map')).toMatchObject({ severity: 'error', offset: 0, length: 32 });
    // mapinfo.lua names a map that is not there.
    const text = files['mapinfo.lua'] as string;
    expect(only(innerOf(r, 'mapinfo.lua'), 'archive.mapfile-missing')).toMatchObject({
      severity: 'error',
      ...rangeOf(text, `"${MAP_NAME}"`),
    });
  });

  it('archive.mapfile-absent: mapinfo.lua without mapfile, on its return', async () => {
    const text = mapInfoLua().replace(/ {2}mapfile = .*\n/, '');
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const d = only(innerOf(r, 'mapinfo.lua'), 'archive.mapfile-absent');
    expect(d).toMatchObject({ severity: 'info', ...rangeOf(text, 'return mapinfo') });
    expect(d.message).toBe('the table mapinfo.lua returns has no mapfile');
  });

  it('archive.several-maps: two .smf, the first in archive order taken without a mapfile', async () => {
    const files = mapFiles({ 'mapinfo.lua': mapInfoLua().replace(/ {2}mapfile = .*\n/, '') });
    files['maps/aaa.smf'] = files[MAP_NAME];
    const r = await check7z(files);
    const d = only(r.diagnostics, 'archive.several-maps');
    expect(d).toMatchObject({ severity: 'warning', offset: 0, length: 32 });
    expect(d.message).toContain('the engine loads "maps/aaa.smf"');
    expect(only(r.diagnostics, 'archive.map-file').message).toContain('(the first .smf in the archive)');
  });

  it('archive.method: an .sd7 entry in Deflate, which the engine decoder lacks', async () => {
    const r = await check7z(mapFiles(), false, ['-m0=Deflate']);
    const hits = r.diagnostics.filter((d) => d.code === 'archive.method');
    expect(hits.map((d) => [d.offset, d.length])).toEqual([
      [0, 32],
      [0, 32],
      [0, 32],
      [0, 32],
    ]);
    expect(hits[0].message).toContain('Deflate');
    expect(r.inner).toEqual([]);
  });

  it('archive.method: an .sdz entry in a method minizip cannot read (bzip2)', async () => {
    const bytes = zip(mapFiles());
    // Central directory record of the map: compression method at +10 (APPNOTE 4.3.12).
    const at = centralRecord(bytes, MAP_NAME);
    bytes[at + 10] = 12;
    const r = await checkZip(bytes);
    const d = only(r.diagnostics, 'archive.method');
    expect(d).toMatchObject({ severity: 'error', offset: 0, length: 30 });
    expect(d.message).toBe(`"${MAP_NAME}" is packed with bzip2`);
  });

  it('archive.entry-too-large: a huge declared entry is refused unread', async () => {
    const bytes = zip(mapFiles());
    new DataView(bytes.buffer).setUint32(centralRecord(bytes, MAP_NAME) + 24, 0xfffffff0, true);
    const r = await checkZip(bytes);
    const d = only(r.diagnostics, 'archive.entry-too-large');
    expect(d).toMatchObject({ severity: 'error', offset: 0, length: 30 });
    expect(d.message).toContain('declares 4294967280 bytes unpacked');
    expect(r.inner.map((i) => i.path)).toEqual(['mapinfo.lua']);
  });

  it('archive.ratio: a zip bomb (100 MiB of zeros) is not decompressed', async () => {
    const bomb = zipSync({ ...zipInput(mapFiles()), 'maps/bomb.smt': [new Uint8Array(100 << 20), { level: 9 }] });
    const r = await checkZip(bomb);
    const d = only(r.diagnostics, 'archive.ratio');
    expect(d).toMatchObject({ severity: 'error', offset: 0, length: 30 });
    expect(d.message).toMatch(/^"maps\/bomb.smt" it unpacks 104857600 bytes from \d+ \(more than 1000:1\); not read$/);
  });

  it('archive.entry-unreadable: a damaged packed stream', async () => {
    const bytes = await sevenZip(mapFiles(), { solid: true });
    bytes[32 + 1000] ^= 0xff;
    const r = await checkMapArchive(new ArchiveReader(await openArchiveBytes('sd7', bytes)));
    const hits = r.diagnostics.filter((d) => d.code === 'archive.entry-unreadable');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ severity: 'error', offset: 0, length: 32 });
    expect(hits[0].message).toMatch(/Data Error|CRC Failed/);
  });

  it('archive.no-mapinfo: a map with only an .smd', async () => {
    const files = mapFiles({ 'maps/generated-128x128.smd': smd(264, 648) });
    delete files['mapinfo.lua'];
    const r = await check7z(files);
    expect(only(r.diagnostics, 'archive.no-mapinfo')).toMatchObject({ severity: 'warning', offset: 0, length: 32 });
    expect(innerOf(r, 'maps/generated-128x128.smd')).toEqual([]);
  });
});

describe('the map inside', () => {
  it('a damaged inner map: smf.magic on the map file at its offset', async () => {
    const files = mapFiles();
    const smf = (files[MAP_NAME] as Uint8Array).slice();
    smf[0] = 0x58;
    const r = await check7z({ ...files, [MAP_NAME]: smf });
    expect(only(innerOf(r, MAP_NAME), 'smf.magic')).toMatchObject({ severity: 'error', offset: 0, length: 16 });
  });

  it('archive.tile-file-missing: on the name in the map, naming the paths the engine tries', async () => {
    const files = mapFiles();
    delete files['maps/generated-128x128.smt'];
    const r = await check7z(files);
    const smf = files[MAP_NAME] as Uint8Array;
    const name = 'generated-128x128.smt';
    const offset = Buffer.from(smf).indexOf(`${name}\0`);
    const d = only(innerOf(r, MAP_NAME), 'archive.tile-file-missing');
    expect(d).toMatchObject({ severity: 'error', offset, length: name.length });
    expect(d.message).toBe(`tile file "${name}" is not in the archive (looked for "maps/${name}" and "${name}")`);
    expect(codes(innerOf(r, MAP_NAME))).not.toContain('smf.smt-missing');
  });

  describe("smf.smtFileName0, … in place of the map's tile file names", () => {
    // As the generator stores them: the second with a folder, as some writers do.
    const STORED = ['generated-128x128.smt', 'maps/generated-128x128-detail.smt'];
    const IN_ARCHIVE = ['maps/generated-128x128.smt', 'maps/generated-128x128-detail.smt'];
    const renamed = (names: string[]) => {
      const body = `  smf = { ${names.map((n, i) => `smtFileName${i} = "${n}"`).join(', ')} },`;
      const files = mapFiles({ 'mapinfo.lua': mapInfoLua(body) });
      return { files, text: files['mapinfo.lua'] as string };
    };

    it('archive.tile-file-override: the renamed files are read instead, each rename on its value', async () => {
      const { files, text } = renamed(['ground.smt', 'Detail/Fine.SMT']);
      files['maps/ground.smt'] = files[IN_ARCHIVE[0]];
      files['maps/detail/fine.smt'] = files[IN_ARCHIVE[1]];
      for (const n of IN_ARCHIVE) delete files[n];
      const r = await check7z(files);
      expect(innerOf(r, MAP_NAME)).toEqual([]);
      const hits = innerOf(r, 'mapinfo.lua').filter((d) => d.code === 'archive.tile-file-override');
      expect(hits).toEqual([
        expect.objectContaining({ severity: 'info', ...rangeOf(text, '"ground.smt"') }),
        expect.objectContaining({ severity: 'info', ...rangeOf(text, '"Detail/Fine.SMT"') }),
      ]);
      expect(hits[1].message).toBe(`smf.smtFileName1 = "Detail/Fine.SMT" replaces the map's tile file "${STORED[1]}"`);
    });

    it('archive.tile-file-missing: a renamed file that is not there is named, with the name it replaces', async () => {
      const { files } = renamed(['ground.smt', STORED[1]]);
      const r = await check7z(files);
      const smf = files[MAP_NAME] as Uint8Array;
      const d = only(innerOf(r, MAP_NAME), 'archive.tile-file-missing');
      expect(d).toMatchObject({ offset: Buffer.from(smf).indexOf(`${STORED[0]}\0`), length: STORED[0].length });
      expect(d.message).toBe(
        `tile file "ground.smt" (in place of "${STORED[0]}") is not in the archive ` +
          '(looked for "maps/ground.smt" and "ground.smt")',
      );
    });

    it('archive.tile-file-override-ignored: fewer names than tile files, so the map keeps its own', async () => {
      const { files, text } = renamed(['ground.smt']);
      const r = await check7z(files);
      expect(innerOf(r, MAP_NAME)).toEqual([]);
      const d = only(innerOf(r, 'mapinfo.lua'), 'archive.tile-file-override-ignored');
      expect(d).toMatchObject({ severity: 'warning', ...rangeOf(text, '"ground.smt"') });
      expect(d.message).toBe(
        "smf.smtFileName0..0 name 1 tile files, the map has 2: the engine ignores them and reads the map's own names",
      );
      expect(codes(innerOf(r, 'mapinfo.lua'))).not.toContain('archive.tile-file-override');
    });

    it("the .smd's [SMF] smtFileName0, … rename them too", async () => {
      const text = smd(264, 648).replace(
        '  [TEAM0]',
        '  [SMF]\n  {\n    smtFileName0=a.smt;\n    smtFileName1=b.smt;\n  }\n  [TEAM0]',
      );
      const files = mapFiles({ 'maps/generated-128x128.smd': text });
      delete files['mapinfo.lua'];
      files['maps/a.smt'] = files[IN_ARCHIVE[0]];
      files['maps/b.smt'] = files[IN_ARCHIVE[1]];
      for (const n of IN_ARCHIVE) delete files[n];
      const r = await check7z(files);
      expect(innerOf(r, MAP_NAME)).toEqual([]);
      const hits = innerOf(r, 'maps/generated-128x128.smd').filter((d) => d.code === 'archive.tile-file-override');
      expect(hits.map((d) => [d.offset, d.length])).toEqual([
        [text.indexOf('a.smt'), 5],
        [text.indexOf('b.smt'), 5],
      ]);
    });
  });

  it('finds tile files in another case, as the engine does', async () => {
    const files = mapFiles();
    files['MAPS/Generated-128x128.SMT'] = files['maps/generated-128x128.smt'];
    delete files['maps/generated-128x128.smt'];
    const r = await checkZip(zip(files));
    expect(innerOf(r, MAP_NAME)).toEqual([]);
  });
});

describe('mapinfo.lua', () => {
  const withTeams = (teams: string, extra = '') =>
    mapInfoLua(extra).replace(/ {2}teams = \{[\s\S]*?\n {2}\},/, `  teams = {\n${teams}\n  },`);

  it('archive.start-outside: x beyond mapx*8 elmos, on the value', async () => {
    const text = withTeams('    [0] = { startPos = { x = 5000, z = 200 } },');
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const d = only(innerOf(r, 'mapinfo.lua'), 'archive.start-outside');
    expect(d).toMatchObject({ severity: 'error', ...rangeOf(text, '5000') });
    expect(d.message).toBe('team 0 starts at x = 5000, outside the map (0..1024 elmos: 128x128 squares of 8)');
  });

  it('evaluates expressions, locals and helper functions; outside positions land on the expression', async () => {
    const text = [
      'local SQUARE = 8',
      'local function elmos(squares) return squares * SQUARE end',
      'local half = elmos(128) / 2',
      'local mapinfo = {',
      '  name = "Expr " .. 1, modtype = 1 + 2,',
      '  mapfile = "maps/" .. "generated-128x128" .. ".smf",',
      '  teams = {',
      '    [0] = { startPos = { x = half, z = math.floor(half / 3) } },',
      '    [1] = { startPos = { x = elmos(130), z = -(2 ^ 3) } },',
      '  },',
      '}',
      'mapinfo.smf = { minheight = -100 + 50 }',
      'return mapinfo',
    ].join('\n');
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const inner = innerOf(r, 'mapinfo.lua');
    expect(codes(inner)).toEqual(['archive.start-outside', 'archive.start-outside', 'archive.height-override']);
    expect(inner[0]).toMatchObject({ ...rangeOf(text, 'elmos(130)') });
    expect(inner[0].message).toContain('team 1 starts at x = 1040');
    expect(inner[1]).toMatchObject({ ...rangeOf(text, '-(2 ^ 3)') });
    expect(inner[1].message).toContain('z = -8');
    expect(inner[2]).toMatchObject({ severity: 'info', ...rangeOf(text, '-100 + 50') });
    expect(inner[2].message).toBe("smf.minheight = -50 replaces the header's minHeight -120");
    expect(only(r.diagnostics, 'archive.map-file').message).toContain(`"${MAP_NAME}"`);
  });

  it('archive.mapinfo-not-checked: a value from code that is not evaluated, and statements skipped', async () => {
    const text = withTeams('    [0] = { startPos = { x = Spring.GetMapX(), z = 10 } },', 'lowerkeys = 1,').replace(
      'return mapinfo',
      'lowerkeys(mapinfo)\nreturn mapinfo',
    );
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const hits = innerOf(r, 'mapinfo.lua').filter((d) => d.code === 'archive.mapinfo-not-checked');
    expect(hits.map((d) => [d.offset, d.length])).toEqual([
      [rangeOf(text, 'Spring.GetMapX()').offset, 'Spring.GetMapX()'.length],
      [rangeOf(text, 'lowerkeys(mapinfo)').offset, 'lowerkeys(mapinfo)'.length],
    ]);
    expect(hits[0].message).toBe('team 0 startPos.x not checked: calls Spring.GetMapX, which is not evaluated');
  });

  it('archive.mapinfo-syntax: where the parser stopped', async () => {
    const text = 'local mapinfo = {\n  name = "x",,\n}\nreturn mapinfo\n';
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const d = only(innerOf(r, 'mapinfo.lua'), 'archive.mapinfo-syntax');
    expect(d).toMatchObject({ severity: 'error', offset: text.indexOf(',,') + 1, length: 1 });
  });

  it('archive.mapinfo-syntax: a UTF-8 byte order mark, which Lua 5.1 does not skip, on its three bytes', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(mapInfoLua())]);
    const r = await check7z(mapFiles({ 'mapinfo.lua': bom }));
    const d = only(innerOf(r, 'mapinfo.lua'), 'archive.mapinfo-syntax');
    expect(d).toMatchObject({ severity: 'error', offset: 0, length: 3 });
    expect(d.message).toBe(
      'mapinfo.lua starts with a UTF-8 byte order mark (EF BB BF), which Lua 5.1 reads as an unexpected symbol; ' +
        'save it as UTF-8 without BOM',
    );
  });

  it('archive.mapinfo-required: modtype missing, on the return statement', async () => {
    const text = mapInfoLua().replace('  modtype = 3,\n', '');
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const d = only(innerOf(r, 'mapinfo.lua'), 'archive.mapinfo-required');
    expect(d).toMatchObject({ severity: 'error', ...rangeOf(text, 'return mapinfo') });
    expect(d.message).toBe('the table mapinfo.lua returns has no modtype');
  });
});

describe('the .smd fallback', () => {
  it('archive.start-outside from [TEAMn] StartPosZ', async () => {
    const text = smd(264, 9999);
    const files = mapFiles({ 'maps/generated-128x128.smd': text });
    delete files['mapinfo.lua'];
    const r = await check7z(files);
    const d = only(innerOf(r, 'maps/generated-128x128.smd'), 'archive.start-outside');
    expect(d).toMatchObject({ severity: 'error', ...rangeOf(text, '9999') });
  });

  it('archive.smd-syntax: where the TDF grammar stops', async () => {
    const text = '[MAP]\n{\n  Description=x;\n  [TEAM0]\n  {\n    StartPosX=1\n';
    const files = mapFiles({ 'maps/generated-128x128.smd': text });
    delete files['mapinfo.lua'];
    const r = await check7z(files);
    const d = only(innerOf(r, 'maps/generated-128x128.smd'), 'archive.smd-syntax');
    expect(d).toMatchObject({ severity: 'warning', offset: text.indexOf('StartPosX'), length: 1 });
  });
});

function smd(x: number, z: number): string {
  return [
    '[MAP]',
    '{',
    '  Description=A generated map;',
    '  // the first team',
    '  [TEAM0]',
    '  {',
    `    StartPosX=${x};`,
    `    StartPosZ=${z};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

function zipInput(files: ArchiveFiles): Record<string, Uint8Array> {
  const enc = new TextEncoder();
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? enc.encode(v) : v]));
}

/** Offset of the central directory record of `name` (signature PK\1\2, name at +46). */
function centralRecord(bytes: Uint8Array, name: string): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let at = b.indexOf('PK\x01\x02'); at >= 0; at = b.indexOf('PK\x01\x02', at + 4)) {
    const len = b.readUInt16LE(at + 28);
    if (b.toString('latin1', at + 46, at + 46 + len) === name) return at;
  }
  throw new Error(`no central record for ${name}`);
}

describe('hostile archives', () => {
  it('an .sd7 and an .sdz cut at any length: a clear ArchiveError or a report, never another exception', async () => {
    const { ArchiveError } = await import('../../src/archives/archive');
    for (const bytes of [await sevenZip(mapFiles(), { solid: true }), zip(mapFiles())]) {
      const kind = bytes[0] === 0x37 ? 'sd7' : 'sdz';
      for (const cut of [0, 6, 31, 32, 100, bytes.length >> 1, bytes.length - 100, bytes.length - 1]) {
        const part = bytes.slice(0, cut);
        const outcome = await openArchiveBytes(kind, part).then(
          async (a) => (await checkMapArchive(new ArchiveReader(a))).diagnostics.length,
          (e) => {
            expect(e, `${kind} cut at ${cut}`).toBeInstanceOf(ArchiveError);
            return -1;
          },
        );
        expect(typeof outcome).toBe('number');
      }
    }
  });

  it.each([3000, 100_000])('a mapinfo.lua with tables nested %i deep: a diagnostic, no crash', async (depth) => {
    const text = `return ${'{'.repeat(depth)}${'}'.repeat(depth)}`;
    const r = await check7z(mapFiles({ 'mapinfo.lua': text }));
    const found = codes(innerOf(r, 'mapinfo.lua'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.startsWith('archive.mapinfo-'))).toBe(true);
  });
});
