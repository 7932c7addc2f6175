// Reading map archives: listing, entries on demand, each solid block decompressed once, case-insensitive look-up,
// the 7-Zip settings real maps are published with, zip and .sdd folders.
import { render, type Text } from '../../src/core/translatable';
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Archive, ArchiveEntry, ArchiveError, ArchiveLimitError } from '../../src/archives/archive';
import { defaultLimits } from '../../src/archives/limits';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { openFolder } from '../../src/input/sdd-folder';
import { ArchiveReader } from '../../src/archives/reader';
import { folder, mapFiles, sevenZip, zip } from '../helpers/archives';

const files = mapFiles();
const encoder = new TextEncoder();
const expected = (path: string) => {
  const v = files[path];
  return typeof v === 'string' ? encoder.encode(v) : v;
};

/** Byte equality without vitest's element-by-element deep comparison of large arrays. */
function expectBytes(actual: Uint8Array | Text | undefined, wanted: Uint8Array): void {
  expect(actual).toBeInstanceOf(Uint8Array);
  expect(Buffer.from(actual as Uint8Array).equals(wanted)).toBe(true);
}

async function readAll(reader: ArchiveReader): Promise<Map<string, Uint8Array | Text>> {
  await reader.preload(reader.entries);
  const out = new Map<string, Uint8Array | Text>();
  for (const e of reader.entries) out.set(e.path, await reader.read(e));
  return out;
}

/** Counts the archive's read calls and the entries asked for. */
function counted(archive: Archive): { archive: Archive; calls: ArchiveEntry[][] } {
  const calls: ArchiveEntry[][] = [];
  const read = archive.read.bind(archive);
  return {
    archive: {
      ...archive,
      read: (entries) => {
        calls.push([...entries]);
        return read(entries);
      },
    },
    calls,
  };
}

describe('.sd7 archives', () => {
  it.each([
    ['solid LZMA2', true, ['-m0=LZMA2']],
    ['non-solid LZMA2', false, ['-m0=LZMA2']],
    ['LZMA', false, ['-m0=LZMA']],
    ['LZMA with BCJ', true, ['-m0=LZMA', '-mf=BCJ']],
    ['PPMd', true, ['-m0=PPMd']],
    ['Deflate', false, ['-m0=Deflate']],
    ['BZip2', true, ['-m0=BZip2']],
  ])('%s: lists every file and reads each back byte for byte', async (_, solid, switches) => {
    const reader = new ArchiveReader(await openArchiveBytes('sd7', await sevenZip(files, { solid, switches })));
    expect(reader.entries.map((e) => e.path).sort()).toEqual(Object.keys(files).sort());
    for (const e of reader.entries) expect(e.size).toBe(expected(e.path).length);
    const blocks = new Set(reader.entries.map((e) => e.block));
    expect(blocks.size).toBe(solid ? 1 : reader.entries.length);
    const read = await readAll(reader);
    for (const [path, bytes] of read) expectBytes(bytes, expected(path));
    reader.close();
  });

  it('names the methods and packed sizes as 7-Zip lists them', async () => {
    const reader = new ArchiveReader(await openArchiveBytes('sd7', await sevenZip(files, { solid: false })));
    for (const e of reader.entries) {
      expect(e.method).toMatch(/^LZMA2:/);
      expect(e.packedSize).toBeGreaterThan(0);
      expect(e.encrypted).toBe(false);
    }
    const solid = new ArchiveReader(
      await openArchiveBytes('sd7', await sevenZip(files, { solid: true, switches: ['-m0=LZMA', '-mf=BCJ'] })),
    );
    expect(solid.entries[0].method).toMatch(/^BCJ LZMA:/);
    // In a solid block only the first entry carries the block's packed size.
    expect(solid.entries.filter((e) => e.packedSize !== undefined)).toHaveLength(1);
  });

  it('decompresses a solid block once for all the entries a validation reads', async () => {
    const bytes = await sevenZip(files, { solid: true });
    const { archive, calls } = counted(await openArchiveBytes('sd7', bytes));
    const reader = new ArchiveReader(archive);
    await reader.preload(reader.entries);
    for (const e of reader.entries) expectBytes(await reader.read(e), expected(e.path));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(reader.entries.length);
  });

  it('finds entries without regard to case, with backslashes or a leading ./', async () => {
    const reader = new ArchiveReader(await openArchiveBytes('sd7', await sevenZip(files, { solid: false })));
    expect(reader.find('MAPS/Generated-128x128.SMF')?.path).toBe('maps/generated-128x128.smf');
    expect(reader.find('maps\\generated-128x128.smt')?.path).toBe('maps/generated-128x128.smt');
    expect(reader.find('./MapInfo.lua')?.path).toBe('mapinfo.lua');
    expect(reader.find('maps/other.smf')).toBeUndefined();
  });

  it('refuses truncated and foreign bytes with 7-Zip reason', async () => {
    const bytes = await sevenZip(files, { solid: false });
    await expect(openArchiveBytes('sd7', bytes.subarray(0, bytes.length - 10))).rejects.toThrow(
      /Unexpected end of archive/,
    );
    await expect(openArchiveBytes('sd7', new Uint8Array(64).fill(7))).rejects.toThrow(ArchiveError);
  });

  it('stops listing a directory of more entries than the limit', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, `${i}`]));
    const bytes = await sevenZip(many, { solid: false });
    await expect(openArchiveBytes('sd7', bytes, { ...defaultLimits, maxEntries: 2 })).rejects.toThrow(
      ArchiveLimitError,
    );
    expect((await openArchiveBytes('sd7', bytes)).entries).toHaveLength(30);
  });

  it('reports a damaged entry by name and still reads the others', async () => {
    const bytes = await sevenZip(files, { solid: false });
    const reader = new ArchiveReader(await openArchiveBytes('sd7', bytes));
    // Non-solid: the packed streams follow the 32-byte signature header in block order.
    const smf = reader.entries.find((e) => e.path.endsWith('.smf'))!;
    const before = reader.entries.filter((e) => e.block! < smf.block!).reduce((n, e) => n + e.packedSize!, 0);
    const damaged = bytes.slice();
    damaged[32 + before + Math.floor(smf.packedSize! / 2)] ^= 0xff;
    const r = new ArchiveReader(await openArchiveBytes('sd7', damaged));
    const read = await readAll(r);
    const failed = read.get(smf.path);
    expect(failed).not.toBeInstanceOf(Uint8Array);
    expect(render(failed as Text)).toMatch(/Data Error|CRC Failed/);
    expectBytes(read.get('mapinfo.lua'), expected('mapinfo.lua'));
  });
});

describe('.sdz archives', () => {
  it('lists and reads stored and deflated entries', async () => {
    const bytes = zip({ ...files, 'readme.txt': 'hello' });
    const reader = new ArchiveReader(await openArchiveBytes('sdz', bytes));
    const smf = reader.find('maps/generated-128x128.smf')!;
    expect(smf).toMatchObject({ method: 'deflate', block: undefined, size: expected(smf.path).length });
    expect(smf.packedSize).toBeLessThan(smf.size);
    const read = await readAll(reader);
    for (const [path, b] of read) if (path !== 'readme.txt') expectBytes(b, expected(path));
  });

  it('normalises backslashes written by Windows tools', async () => {
    const reader = new ArchiveReader(await openArchiveBytes('sdz', zip({ 'maps\\A.smt': 'x' })));
    expect(reader.entries[0].path).toBe('maps/A.smt');
    expect(await reader.read(reader.find('MAPS/a.smt')!)).toEqual(encoder.encode('x'));
  });

  it('refuses bytes that are no zip', async () => {
    await expect(openArchiveBytes('sdz', new Uint8Array(100).fill(1))).rejects.toThrow(ArchiveError);
  });
});

describe('.sdd folders', () => {
  it('lists the folder as entries and reads them', async () => {
    const reader = new ArchiveReader(await openFolder(await folder(files)));
    expect(reader.entries.map((e) => e.path).sort()).toEqual(Object.keys(files).sort());
    const read = await readAll(reader);
    for (const [path, b] of read) expectBytes(b, expected(path));
  });
});

// BCJ2 needs 7-Zip's multi-threaded encoder, which the WebAssembly build lacks: those archives come from Debian's
// p7zip (installed by scripts/lib/system-deps.mjs), the tool many map authors pack with.
const p7zip = spawnSync('7z', ['i'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!p7zip)('.sd7 archives written by p7zip', () => {
  it.each([
    ['BCJ2, solid', ['-mf=BCJ2', '-ms=on']],
    ['LZMA2 ultra, non-solid', ['-mx=9', '-ms=off']],
  ])('%s: reads every file back byte for byte', async (_, switches) => {
    const dir = await folder(files, 'map');
    const out = path.join(path.dirname(dir), 'map.sd7');
    const r = spawnSync('7z', ['a', '-t7z', ...switches, out, '.'], { cwd: dir, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const reader = new ArchiveReader(await openArchiveBytes('sd7', new Uint8Array(await fs.readFile(out))));
    if (switches.includes('-mf=BCJ2')) expect(reader.entries.some((e) => /BCJ2/.test(e.method))).toBe(true);
    const read = await readAll(reader);
    expect([...read.keys()].sort()).toEqual(Object.keys(files).sort());
    for (const [p, b] of read) expectBytes(b, expected(p));
  });
});
