// What a hostile archive or settings file may cost, checked in process: zip entries read by index (one inflate
// each, however many entries), repeated names read once, CRC-32 checked, a total budget of unpacked bytes, a
// damaged tile file reported as damaged, Lua evaluation bounded in steps and size, TDF nesting bounded without
// recursion. The same inputs at full size run as child processes in test/hostile.
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkMapArchive } from '../../src/archives/map/check-map-archive';
import { evaluateLua } from '../../src/archives/map/lua-eval';
import { parseTdf } from '../../src/archives/map/tdf';
import { defaultLimits } from '../../src/archives/limits';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { ArchiveReader } from '../../src/archives/reader';
import { Diagnostic } from '../../src/core/diagnostics';
import { render, type Text } from '../../src/core/translatable';
import { MAP_NAME, mapFiles, sevenZip } from '../helpers/archives';
import { sevenZip as packSevenZip } from '../hostile/corpus';
import { RawEntry, rawZip } from '../hostile/raw-zip';

const encoder = new TextEncoder();

/** Offsets of the central directory records, read from the end record (independent of the reader under test). */
function recordRanges(zip: Uint8Array): { offset: number; length: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out = [];
  for (let i = 0; i < count; i++) {
    const length = 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    out.push({ offset: at, length });
    at += length;
  }
  return out;
}

const zipReader = async (zip: Uint8Array, limits = defaultLimits) =>
  new ArchiveReader(await openArchiveBytes('sdz', zip, limits), limits);

const hits = (list: readonly Diagnostic[], code: string) => list.filter((d) => d.code === code);

/** The generated map's files as zip entries, deflated. */
const mapEntries = (): RawEntry[] =>
  Object.entries(mapFiles()).map(([name, v]) => ({
    name,
    data: typeof v === 'string' ? encoder.encode(v) : v,
    deflate: true,
  }));

afterEach(() => vi.restoreAllMocks());

describe('zip entries read by index', () => {
  it.each([10_000, 20_000])('%i empty deflated entries: one inflate each, nothing inflated twice', async (n) => {
    const zip = rawZip(Array.from({ length: n }, (_, i) => ({ name: `maps/e${i}.smt`, deflate: true })));
    const inflate = vi.spyOn(zlib, 'inflateRawSync');
    const reader = await zipReader(zip);
    expect(reader.entries).toHaveLength(n);
    for (const e of reader.entries) expect(await reader.read(e)).toEqual(new Uint8Array(0));
    expect(inflate).toHaveBeenCalledTimes(n);
  });

  it('archive.duplicate-entry: 200 entries of one name are listed once, each repeat on its directory record', async () => {
    const data = new Uint8Array(1 << 20);
    const zip = rawZip(
      Array.from({ length: 200 }, (_, i) =>
        i === 0 ? { name: 'maps/same.smt', data, deflate: true } : { name: 'maps/same.smt', sameStreamAs: 0 },
      ),
    );
    const inflate = vi.spyOn(zlib, 'inflateRawSync');
    const reader = await zipReader(zip);
    expect(reader.entries.map((e) => e.path)).toEqual(['maps/same.smt']);
    const report = await checkMapArchive(reader);
    const repeats = hits(report.diagnostics, 'archive.duplicate-entry');
    expect(repeats.map(({ offset, length }) => ({ offset, length }))).toEqual(recordRanges(zip).slice(1));
    expect(repeats[0]).toMatchObject({ severity: 'warning' });
    expect(inflate.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('finds a name with a carriage return and other control characters', async () => {
    const names = ['maps/a\r.smf', 'maps/b\n\x1b.smt', 'maps/c\0.smt'];
    const reader = await zipReader(rawZip(names.map((name, i) => ({ name, data: new Uint8Array([i]) }))));
    for (const [i, name] of names.entries()) expect(await reader.read(reader.find(name)!)).toEqual(new Uint8Array([i]));
  });

  it('archive.entry-unreadable: a CRC-32 that does not match, on the entry in the directory', async () => {
    const entries = mapEntries().map((e) => (e.name === MAP_NAME ? { ...e, crc: 0x12345678 } : e));
    const zip = rawZip(entries);
    const reader = await zipReader(zip);
    const failed = await reader.read(reader.find(MAP_NAME)!);
    expect(render(failed as Text)).toMatch(/CRC-32 [0-9a-f]{8} does not match the 12345678/);
    const report = await checkMapArchive(await zipReader(zip));
    const [hit] = hits(report.diagnostics, 'archive.entry-unreadable');
    expect(hit).toMatchObject({
      severity: 'error',
      ...recordRanges(zip)[entries.findIndex((e) => e.name === MAP_NAME)],
    });
  });

  it('a stream that unpacks to more than its entry declares is cut at the declared size and refused', async () => {
    const zip = rawZip([
      { name: 'a.smt', packed: { bytes: zlib.deflateRawSync(new Uint8Array(5000)), size: 10, crc: 0 } },
    ]);
    const reader = await zipReader(zip);
    expect(render((await reader.read(reader.entries[0])) as Text)).toMatch(/more than the 10 bytes/);
  });
});

describe('a total budget of unpacked bytes', () => {
  it('archive.budget-exceeded: maps sharing one stream are read until the budget, the rest on their records', async () => {
    const data = new Uint8Array(60_000);
    const entries: RawEntry[] = [{ name: 'maps/x0.smf', data, deflate: true }];
    for (let i = 1; i < 40; i++) entries.push({ name: `maps/x${i}.smf`, sameStreamAs: 0 });
    const zip = rawZip(entries);
    const reader = await zipReader(zip, { ...defaultLimits, maxTotalBytes: 1_000_000 });
    const report = await checkMapArchive(reader);
    const over = hits(report.diagnostics, 'archive.budget-exceeded');
    // 16 of 60,000 bytes fit in 1,000,000.
    expect(over.map(({ offset, length }) => ({ offset, length }))).toEqual(recordRanges(zip).slice(16));
    expect(over[0]).toMatchObject({ severity: 'warning' });
    expect(over[0].message).toContain('past the budget of 1000000');
    expect(report.inner.filter((f) => f.path.endsWith('.smf'))).toHaveLength(16);
  });

  it('keeps no entry it read but those of a solid block, and each of those only until it is read', async () => {
    const reader = await zipReader(rawZip(mapEntries()));
    const held = () => (reader as unknown as { held: Map<unknown, unknown> }).held.size;
    await reader.preload(reader.entries);
    expect(held()).toBe(0);
    const solid = new ArchiveReader(await openArchiveBytes('sd7', await sevenZip(mapFiles(), { solid: true })));
    const heldSolid = () => (solid as unknown as { held: Map<unknown, unknown> }).held.size;
    await solid.preload(solid.entries);
    expect(heldSolid()).toBe(solid.entries.length);
    await solid.read(solid.entries[0]);
    expect(heldSolid()).toBe(solid.entries.length - 1);
  });

  it('a tile file past the budget is named as such in the map, not as missing', async () => {
    const files = mapEntries();
    const smf = files.find((e) => e.name === MAP_NAME)!;
    const mapInfo = files.find((e) => e.name === 'mapinfo.lua')!;
    const budget = mapInfo.data!.length + smf.data!.length + 10;
    const report = await checkMapArchive(await zipReader(rawZip(files), { ...defaultLimits, maxTotalBytes: budget }));
    const inner = report.inner.find((f) => f.path === MAP_NAME)!.diagnostics;
    expect(hits(inner, 'archive.tile-file-missing')).toEqual([]);
    expect(hits(inner, 'archive.budget-exceeded')).toHaveLength(2);
  });
});

describe('a damaged tile file', () => {
  it('.sd7: archive.entry-unreadable on its name in the map, with 7-Zip reason, not "not in the archive"', async () => {
    const bytes = await sevenZip(mapFiles(), { solid: false });
    const reader = new ArchiveReader(await openArchiveBytes('sd7', bytes));
    const smt = reader.entries.find((e) => e.path === 'maps/generated-128x128.smt')!;
    const before = reader.entries.filter((e) => e.block! < smt.block!).reduce((n, e) => n + e.packedSize!, 0);
    const damaged = bytes.slice();
    damaged[32 + before + Math.floor(smt.packedSize! / 2)] ^= 0xff;
    const report = await checkMapArchive(new ArchiveReader(await openArchiveBytes('sd7', damaged)));
    const inner = report.inner.find((f) => f.path === MAP_NAME)!.diagnostics;
    expect(hits(inner, 'archive.tile-file-missing')).toEqual([]);
    const [hit] = hits(inner, 'archive.entry-unreadable');
    expect(hit.message).toMatch(
      /generated-128x128\.smt" is in the archive but was not read: .*(Data Error|CRC Failed)/,
    );
    const smf = mapFiles()[MAP_NAME] as Uint8Array;
    const name = new TextDecoder('latin1').decode(smf).indexOf('generated-128x128.smt');
    expect(hit).toMatchObject({ offset: name, length: 'generated-128x128.smt'.length });
  });
});

describe('.sd7 with thousands of wanted entries', () => {
  it('reads 2,000 tile entries of one solid block in one run', async () => {
    const files: [string, Uint8Array][] = Array.from({ length: 2000 }, (_, i) => [
      `maps/tiles/a-tile-file-of-the-map-${i}.smt`,
      new Uint8Array([i & 0xff]),
    ]);
    const reader = new ArchiveReader(await openArchiveBytes('sd7', await packSevenZip(files, ['-ms=on', '-mx1'])));
    const read = vi.spyOn(reader.archive, 'read');
    await reader.preload(reader.entries);
    expect(reader.entries).toHaveLength(2000);
    for (let i = 0; i < 2000; i++)
      expect(await reader.read(reader.find(`maps/tiles/a-tile-file-of-the-map-${i}.smt`)!)).toEqual(
        new Uint8Array([i & 0xff]),
      );
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('mapinfo.lua and .smd bounded', () => {
  it('a helper that calls itself twice stops after the step budget, where it ran out', () => {
    const text = 'local function f(x) return f(x) + f(x) end return {name="x", modtype=f(1)}';
    const r = evaluateLua(text);
    expect(r.exhausted).toEqual([text.indexOf('f(x) +'), text.indexOf('f(x) +') + 1]);
  });

  it('archive.mapinfo-not-checked: the doubling helper and a mapinfo.lua over 1 MiB', async () => {
    const doubling = 'local function f(x) return f(x) + f(x) end return {name="x", modtype=f(1)}';
    const big = `return {name="x", modtype=3, teams={${'[1]={startPos={x=1,z=1}},'.repeat(50_000)}}}`;
    for (const [lua, range, words] of [
      [doubling, { offset: doubling.indexOf('f(x) +'), length: 1 }, 'more than 1000000 steps'],
      [big, { offset: 0, length: big.length }, `mapinfo.lua is ${big.length} bytes; more than 1048576`],
    ] as const) {
      const entries = mapEntries().map((e) => (e.name === 'mapinfo.lua' ? { ...e, data: encoder.encode(lua) } : e));
      const report = await checkMapArchive(await zipReader(rawZip(entries)));
      const info = report.inner.find((f) => f.path === 'mapinfo.lua')!.diagnostics;
      const hit = hits(info, 'archive.mapinfo-not-checked').find((d) => d.message.includes(words));
      expect(hit, JSON.stringify(info)).toMatchObject(range);
    }
  });

  it('archive.smd-syntax: sections nested 20,000 deep stop at the limit, with no recursion', () => {
    const text = '[a]{'.repeat(20_000) + '}'.repeat(20_000);
    const { error } = parseTdf(text);
    expect(error).toEqual({ offset: 100 * 4, message: 'sections are nested more than 100 deep' });
  });
});
