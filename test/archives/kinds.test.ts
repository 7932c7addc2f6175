// Archives by kind, as the engine's archive scanner tells them apart (ArchiveScanner.cpp ScanArchive): a map, a game
// (modinfo.lua), engine base content (modinfo.lua with modtype 0 or 4) and plain content; each checked by the rules
// of its kind, modinfo.lua's own rules on fixtures that break them with the exact range.
import { describe, expect, it } from 'vitest';
import { ArchiveReport, checkArchive } from '../../src/archives/check-archive';
import { contentKindOf } from '../../src/archives/content-kind';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { ArchiveReader } from '../../src/archives/reader';
import { Diagnostic } from '../../src/core/diagnostics';
import {
  ArchiveFiles,
  MAP_NAME,
  baseContentFiles,
  gameFiles,
  mapFiles,
  mapInfoLua,
  modInfoLua,
  sevenZip,
  zip,
} from '../helpers/archives';

const readerOf = async (files: ArchiveFiles) => new ArchiveReader(await openArchiveBytes('sdz', zip(files)));
const check = async (files: ArchiveFiles): Promise<ArchiveReport> => checkArchive(await readerOf(files));
const codes = (list: readonly Diagnostic[]) => list.map((d) => d.code);

function modInfoDiagnostics(r: ArchiveReport): Diagnostic[] {
  const f = r.inner.find((i) => i.path === 'modinfo.lua');
  expect(f, 'modinfo.lua checked').toBeDefined();
  return f!.diagnostics;
}

function only(list: readonly Diagnostic[], code: string): Diagnostic {
  const hits = list.filter((d) => d.code === code);
  expect(hits, `${code} in ${JSON.stringify(codes(list))}`).toHaveLength(1);
  return hits[0];
}

/** The byte range of `needle` in `text` (ASCII fixtures: characters are bytes). */
function rangeOf(text: string, needle: string): { offset: number; length: number } {
  const offset = text.indexOf(needle);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  return { offset, length: needle.length };
}

describe('what an archive is, from what it holds', () => {
  const withoutMapInfo = () => {
    const files = mapFiles();
    delete files['mapinfo.lua'];
    return files;
  };
  it.each([
    ['mapinfo.lua and a map', mapFiles(), 'map'],
    ['an .smf and no mapinfo.lua (an old map)', withoutMapInfo(), 'map'],
    ['mapinfo.lua without a map', { 'mapinfo.lua': mapInfoLua() }, 'map'],
    ['modinfo.lua with modtype 1', gameFiles(), 'game'],
    ['modinfo.lua with modtype "0" (springcontent.sdz)', baseContentFiles('0'), 'base'],
    ['modinfo.lua with modtype "4" (bitmaps.sdz)', baseContentFiles('4'), 'base'],
    ['no mapinfo.lua, modinfo.lua or map (by content, whatever the name)', { 'anims/cursor_0.bmp': 'BM' }, 'content'],
  ] as const)('%s', async (_, files, kind) => {
    expect(await contentKindOf(await readerOf(files))).toBe(kind);
    expect((await check(files)).kind).toBe(kind);
  });

  it('a game that carries a map stays a game: modinfo.lua comes first, as in the scanner', async () => {
    const files = gameFiles(mapFiles());
    delete files['mapinfo.lua'];
    expect((await check(files)).kind).toBe('game');
  });
});

describe('archive.no-map only for an archive that claims to be a map', () => {
  it('mapinfo.lua and no .smf: the error on the archive header', async () => {
    const r = await checkArchive(new ArchiveReader(await openArchiveBytes('sd7', await sevenZip({ 'mapinfo.lua': mapInfoLua() }, { solid: false })))); // prettier-ignore
    expect(only(r.diagnostics, 'archive.no-map')).toMatchObject({ severity: 'error', offset: 0, length: 32 });
  });

  it('an .smd and no .smf (a map with its map file missing) is still asked for one', async () => {
    const r = await check({ 'maps/lost.smd': '[MAP]\n{\n}\n' });
    expect(only(r.diagnostics, 'archive.no-map')).toMatchObject({ offset: 0, length: 30 });
  });

  it.each([
    ['a game', gameFiles()],
    ['springcontent-like base content', baseContentFiles('0')],
    ['bitmaps-like base content', baseContentFiles('4')],
    ['plain content', { 'anims/cursor_0.bmp': 'BM' }],
  ])('%s: no archive.no-map, archive.no-mapinfo or any other finding', async (_, files) => {
    const r = await check(files);
    expect(r.diagnostics).toEqual([]);
    expect(r.inner.flatMap((i) => i.diagnostics)).toEqual([]);
  });
});

describe('a game by the rules of a game', () => {
  it('the maps it carries are validated with their tile files from the archive', async () => {
    const maps = mapFiles();
    delete maps['mapinfo.lua'];
    const smf = (maps[MAP_NAME] as Uint8Array).slice();
    smf[0] = 0x58;
    const r = await check(gameFiles({ ...maps, [MAP_NAME]: smf }));
    const map = r.inner.find((i) => i.path === MAP_NAME)!;
    expect(map.format).toBe('smf');
    expect(only(map.diagnostics, 'smf.magic')).toMatchObject({ offset: 0, length: 16 });
    // Its tile files were found in the archive: no archive.tile-file-missing.
    expect(codes(map.diagnostics)).toEqual(['smf.magic']);
  });

  it('archive.method: every entry of a game is screened, not only map files', async () => {
    const r = await checkArchive(
      new ArchiveReader(await openArchiveBytes('sd7', await sevenZip(gameFiles(), { solid: false, switches: ['-m0=Deflate'] }))), // prettier-ignore
    );
    expect(
      r.diagnostics
        .filter((d) => d.code === 'archive.method')
        .map((d) => d.message)
        .sort(),
    ).toEqual([
      '"gamedata/defs.lua" is packed with Deflate',
      '"modinfo.lua" is packed with Deflate',
      '"units/tank.lua" is packed with Deflate',
    ]);
  });
});

describe('modinfo.lua', () => {
  const game = (text: string) => check(gameFiles({ 'modinfo.lua': text }));

  it('archive.modinfo-syntax: where the parser stopped', async () => {
    const text = modInfoLua().replace('shortname = "GG",', 'shortname = "GG",,');
    const d = only(modInfoDiagnostics(await game(text)), 'archive.modinfo-syntax');
    expect(d).toMatchObject({ severity: 'error', offset: text.indexOf(',,') + 1, length: 1 });
    expect(d.message).toMatch(/^modinfo\.lua: /);
  });

  it('archive.modinfo-syntax: a UTF-8 byte order mark on its three bytes', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(modInfoLua())]);
    const d = only(modInfoDiagnostics(await check(gameFiles({ 'modinfo.lua': bom }))), 'archive.modinfo-syntax');
    expect(d).toMatchObject({ offset: 0, length: 3 });
    expect(d.message).toMatch(/^modinfo\.lua starts with a UTF-8 byte order mark/);
  });

  it('archive.modinfo-required: modtype missing, on the return statement', async () => {
    const text = modInfoLua('  depend = { "Spring content v1" },');
    const d = only(modInfoDiagnostics(await game(text)), 'archive.modinfo-required');
    expect(d).toMatchObject({ severity: 'error', ...rangeOf(text, 'return modinfo') });
    expect(d.message).toBe('the table modinfo.lua returns has no modtype');
  });

  it('archive.modinfo-required: no name and no version to make one from', async () => {
    const text = 'return { modtype = 1 }\n';
    const d = only(modInfoDiagnostics(await game(text)), 'archive.modinfo-required');
    expect(d).toMatchObject(rangeOf(text, 'return { modtype = 1 }'));
    expect(d.message).toBe('the table modinfo.lua returns has no name');
    // A version alone makes the name (ArchiveData: name + " " + version).
    expect(modInfoDiagnostics(await game('return { version = "1.0", modtype = 1 }\n'))).toEqual([]);
  });

  it('archive.modinfo-depend: an empty name and a table, each on its value', async () => {
    const text = modInfoLua('  modtype = 1,\n  depend = { "Spring content v1", "", { "nested" } },');
    const hits = modInfoDiagnostics(await game(text)).filter((d) => d.code === 'archive.modinfo-depend');
    expect(hits).toEqual([
      expect.objectContaining({ severity: 'error', ...rangeOf(text, '""') }),
      expect.objectContaining({ severity: 'error', ...rangeOf(text, '{ "nested" }') }),
    ]);
    expect(hits[0].message).toBe('depend[2] is an empty string: the engine finds no archive of that name');
  });

  it('archive.modinfo-depend-ignored: a depend that is no table, and entries after a gap', async () => {
    const notTable = modInfoLua('  modtype = 1,\n  depend = "Spring content v1",');
    const d = only(modInfoDiagnostics(await game(notTable)), 'archive.modinfo-depend-ignored');
    expect(d).toMatchObject({ severity: 'warning', ...rangeOf(notTable, '"Spring content v1"') });
    const gap = modInfoLua('  modtype = 1,\n  depend = { [1] = "a", [3] = "c" },');
    const g = only(modInfoDiagnostics(await game(gap)), 'archive.modinfo-depend-ignored');
    expect(g).toMatchObject(rangeOf(gap, '"c"'));
    expect(g.message).toBe('depend[3] comes after the gap at 2: the engine stops reading there');
  });

  it('archive.modinfo-not-checked: a depend built by a call', async () => {
    const text = modInfoLua('  modtype = 1,\n  depend = VFS.Include("deps.lua"),');
    const d = only(modInfoDiagnostics(await game(text)), 'archive.modinfo-not-checked');
    expect(d).toMatchObject({ severity: 'info', ...rangeOf(text, 'VFS.Include("deps.lua")') });
  });

  it('damaged anywhere: only modinfo.lua findings, never a throw, never an archive.no-map', async () => {
    const text = new TextEncoder().encode(modInfoLua());
    for (let at = 0; at < text.length; at++) {
      for (const damaged of [text.slice(0, at), Uint8Array.from(text, (b, i) => (i === at ? b ^ 0x5a : b))]) {
        const r = await check(gameFiles({ 'modinfo.lua': damaged }));
        expect(r.diagnostics, `damaged at ${at}`).toEqual([]);
        expect(
          codes(modInfoDiagnostics(r)).every((c) => c.startsWith('archive.modinfo-')),
          `at ${at}`,
        ).toBe(true);
      }
    }
  });
});

describe('hostile game and base-content archives', () => {
  it('cut at any length: a clear ArchiveError or a report of the kind, never another exception', async () => {
    const { ArchiveError } = await import('../../src/archives/archive');
    for (const [kind, bytes] of [
      ['sd7', await sevenZip(gameFiles(), { solid: true })],
      ['sdz', zip(baseContentFiles('0'))],
    ] as const) {
      for (const cut of [0, 31, 32, 100, bytes.length >> 1, bytes.length - 30, bytes.length - 1]) {
        const outcome = await openArchiveBytes(kind, bytes.slice(0, cut)).then(
          async (a) => (await checkArchive(new ArchiveReader(a))).kind,
          (e) => {
            expect(e, `${kind} cut at ${cut}`).toBeInstanceOf(ArchiveError);
            return 'unreadable';
          },
        );
        expect(['game', 'base', 'content', 'map', 'unreadable']).toContain(outcome);
      }
    }
  });
});
