// Hostile inputs, made at test time (nothing large is kept in the repository): each case writes its files into an
// empty folder and names the CLI command to run on them. A new case is one more entry in `hostileCases`.
// test/hostile/hostile.test.ts runs each in a child process with a memory ceiling; `npm run bench -- --hostile`
// prints each one's exit code, peak RSS and time.
import SevenZip from '7z-wasm';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { encode } from 'fast-png';
import zlib from 'node:zlib';
import { generateSmf } from '../../src/formats/smf/generate';
import { RawEntry, deflatedZeros, rawZip } from './raw-zip';

export interface HostileCase {
  name: string;
  /** Writes the inputs into `dir` (empty, the child's working folder) and returns the CLI's arguments. */
  build(dir: string): Promise<string[]>;
  /** Peak resident memory the child may reach, in MiB. */
  maxRssMB: number;
  /** Diagnostic codes (or words) its standard output must name. */
  expect?: string[];
}

const MiB = 1 << 20;
const five = (i: number) => String(i).padStart(5, '0');

async function write(dir: string, name: string, bytes: Uint8Array | string): Promise<string> {
  await fs.writeFile(path.join(dir, name), bytes);
  return name;
}

/** 40 central directory records, named by `name(i)`, that all point at one stream of `size` zero bytes. */
async function overlappingZip(size: number, name: (i: number) => string): Promise<Uint8Array> {
  const { bytes, crc } = await deflatedZeros(size);
  const entries: RawEntry[] = [{ name: name(0), packed: { bytes, size, crc } }];
  for (let i = 1; i < 40; i++) entries.push({ name: name(i), sameStreamAs: 0 });
  return rawZip(entries);
}

/**
 * A .sd7 made by 7-Zip from `files`: a name mapped to bytes, or to the earlier name it repeats. 7-Zip is given the
 * top folders to pack, not every name (thousands of arguments overrun its WebAssembly stack).
 */
export async function sevenZip(
  files: [string, Uint8Array | { sameAs: string }][],
  switches: string[],
): Promise<Uint8Array> {
  const sz = await SevenZip({ print: () => {}, printErr: () => {} });
  const made = new Set<string>();
  for (const [name, v] of files) {
    let dir = '/in';
    for (const part of ['', ...name.split('/').slice(0, -1)]) {
      dir += part ? `/${part}` : '';
      if (!made.has(dir)) sz.FS.mkdir(dir);
      made.add(dir);
    }
    // A link, followed when packing: one buffer in memory however many entries carry it.
    if ('sameAs' in v) sz.FS.symlink(`/in/${v.sameAs}`, `/in/${name}`);
    else sz.FS.writeFile(`/in/${name}`, v);
  }
  sz.FS.chdir('/in');
  const roots = [...new Set(files.map(([n]) => n.split('/')[0]))];
  const code = sz.callMain(['a', '-t7z', ...switches, '/out.7z', ...roots]) as unknown as number;
  if (code) throw new Error(`7-Zip exited with ${code}`);
  return sz.FS.readFile('/out.7z');
}

/** The generated map and its tile files, as archive entries, with `extra` added. */
function mapEntries(extra: Record<string, string | Uint8Array>): RawEntry[] {
  const encoder = new TextEncoder();
  const files: RawEntry[] = generateSmf(1).map((f) => ({ name: `maps/${path.basename(f.name)}`, data: f.bytes }));
  for (const [name, v] of Object.entries(extra))
    files.push({ name, data: typeof v === 'string' ? encoder.encode(v) : v, deflate: true });
  return files;
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

export const hostileCases: HostileCase[] = [
  {
    name: 'zip: 40 tile entries share one 60 MiB stream',
    maxRssMB: 400,
    build: async (dir) => [
      'validate',
      '--json',
      await write(dir, 'overlap.sdz', await overlappingZip(60 * MiB, (i) => `maps/x${five(i)}.smt`)),
    ],
  },
  {
    name: 'zip: 40 maps share one 60 MiB stream (past the 1 GiB budget)',
    maxRssMB: 600,
    expect: ['archive.budget-exceeded'],
    build: async (dir) => [
      'validate',
      '--json',
      await write(dir, 'overlap-maps.sdz', await overlappingZip(60 * MiB, (i) => `maps/x${five(i)}.smf`)),
    ],
  },
  {
    name: '.sd7: 40 non-solid maps of 4 MiB, budget 64 MiB',
    maxRssMB: 400,
    expect: ['archive.budget-exceeded'],
    build: async (dir) => {
      const files: [string, Uint8Array | { sameAs: string }][] = [['maps/x00000.smf', new Uint8Array(4 * MiB)]];
      for (let i = 1; i < 40; i++) files.push([`maps/x${five(i)}.smf`, { sameAs: 'maps/x00000.smf' }]);
      const bytes = await sevenZip(files, ['-ms=off', '-mx1']);
      return ['validate', '--json', '--archive-budget', '64', await write(dir, 'maps.sd7', bytes)];
    },
  },
  {
    name: 'zip: 20,000 empty entries',
    maxRssMB: 300,
    build: async (dir) => {
      const entries = Array.from({ length: 20_000 }, (_, i) => ({ name: `maps/e${five(i)}.smt`, deflate: true }));
      return ['validate', '--json', await write(dir, 'many.sdz', rawZip(entries))];
    },
  },
  {
    name: 'zip: 20,000 empty entries, textconv',
    maxRssMB: 300,
    build: async (dir) => {
      const entries = Array.from({ length: 20_000 }, (_, i) => ({ name: `maps/e${five(i)}.smt`, deflate: true }));
      return ['textconv', await write(dir, 'many.sdz', rawZip(entries))];
    },
  },
  {
    name: 'zip: 100,001 entries',
    maxRssMB: 300,
    expect: ['archive.entry-limit'],
    build: async (dir) => {
      const entries = Array.from({ length: 100_001 }, (_, i) => ({ name: `e${i}` }));
      return ['validate', '--json', await write(dir, 'too-many.sdz', rawZip(entries))];
    },
  },
  {
    name: 'zip: 200 entries of one name, 1 MiB each',
    maxRssMB: 300,
    expect: ['archive.duplicate-entry'],
    build: async (dir) => {
      const entries: RawEntry[] = [{ name: 'maps/same.smt', data: new Uint8Array(MiB), deflate: true }];
      for (let i = 1; i < 200; i++) entries.push({ name: 'maps/same.smt', sameStreamAs: 0 });
      return ['validate', '--json', await write(dir, 'same.sdz', rawZip(entries))];
    },
  },
  {
    name: 'zip: a 200 MiB bomb',
    maxRssMB: 300,
    expect: ['archive.ratio'],
    build: async (dir) => {
      const { bytes, crc } = await deflatedZeros(200 * MiB);
      const zip = rawZip([{ name: 'maps/bomb.smf', packed: { bytes, size: 200 * MiB, crc } }]);
      return ['validate', '--json', await write(dir, 'bomb.sdz', zip)];
    },
  },
  {
    name: '.sd7: a solid 100 MiB bomb',
    maxRssMB: 300,
    expect: ['archive.ratio'],
    build: async (dir) => {
      const bytes = await sevenZip([['maps/bomb.smf', new Uint8Array(100 * MiB)]], ['-ms=on', '-mx1']);
      return ['validate', '--json', await write(dir, 'bomb.sd7', bytes)];
    },
  },
  {
    name: '.sd7: 2,000 tile entries in one solid block',
    maxRssMB: 400,
    build: async (dir) => {
      const files: [string, Uint8Array][] = Array.from({ length: 2000 }, (_, i) => [
        `maps/tiles/a-tile-file-of-the-map-${five(i)}.smt`,
        new Uint8Array([i & 0xff]),
      ]);
      const bytes = await sevenZip(files, ['-ms=on', '-mx1']);
      return ['validate', '--json', await write(dir, 'tiles.sd7', bytes)];
    },
  },
  {
    name: 'folder, --jobs 2: 2,000 solid tile entries beside a good map, each file reported',
    maxRssMB: 500,
    expect: ['good.sdz', 'tiles.sd7', 'archive.map-file'],
    build: async (dir) => {
      const files: [string, Uint8Array][] = Array.from({ length: 2000 }, (_, i) => [
        `maps/tiles/a-tile-file-of-the-map-${five(i)}.smt`,
        new Uint8Array([i & 0xff]),
      ]);
      await fs.mkdir(path.join(dir, 'maps'));
      await write(dir, 'maps/tiles.sd7', await sevenZip(files, ['-ms=on', '-mx1']));
      await write(dir, 'maps/good.sdz', rawZip(mapEntries({ 'mapinfo.lua': 'return {name="x", modtype=3}' })));
      return ['validate', '--json', '--jobs', '2', 'maps'];
    },
  },
  {
    name: 'zip: names that climb out, are absolute, name a drive, hold NUL, CR and ESC',
    maxRssMB: 300,
    build: async (dir) => {
      const names = ['../outside/evil.smf', '/tmp/evil.smf', 'C:\\evil.smf', 'maps/a\0b.smf', 'maps/a\r.smf'];
      const zip = rawZip([
        ...mapEntries({}),
        ...names.map((name) => ({ name, data: new Uint8Array(64) })),
        {
          name: 'maps/\x1b[31mred.smt',
          data: new Uint8Array(8),
        },
      ]);
      return ['validate', '--json', await write(dir, 'names.sdz', zip)];
    },
  },
  {
    name: 'mapinfo.lua: a helper that calls itself twice',
    maxRssMB: 300,
    expect: ['archive.mapinfo-not-checked'],
    build: async (dir) => {
      const lua = 'local function f(x) return f(x) + f(x) end return {name="x", modtype=f(1)}';
      return ['validate', '--json', await write(dir, 'doubling.sdz', rawZip(mapEntries({ 'mapinfo.lua': lua })))];
    },
  },
  {
    name: 'mapinfo.lua: 25 MB, a million teams',
    maxRssMB: 400,
    expect: ['archive.mapinfo-not-checked'],
    build: async (dir) => {
      const teams = Array.from({ length: 1_000_000 }, (_, i) => `[${i}]={startPos={x=1,z=1}},`).join('');
      const lua = `return {name="x", modtype=3, teams={${teams}}}`;
      return ['validate', '--json', await write(dir, 'teams.sdz', rawZip(mapEntries({ 'mapinfo.lua': lua })))];
    },
  },
  {
    name: '.smd: sections nested 20,000 deep',
    maxRssMB: 300,
    expect: ['archive.smd-syntax'],
    build: async (dir) => {
      const smd = '[a]{'.repeat(20_000) + '}'.repeat(20_000);
      const zip = rawZip([{ name: 'maps/deep.smd', data: new TextEncoder().encode(smd), deflate: true }]);
      return ['validate', '--json', await write(dir, 'deep.sdz', zip)];
    },
  },
  {
    name: 'PNG: an iCCP profile that inflates to 1,100 MiB',
    maxRssMB: 400,
    build: async (dir) => {
      const map = generateSmf(1)[0];
      await write(dir, 'map.smf', map.bytes);
      // The height map of the 128x128 map: 129x129 16-bit grey, which may be up to 1.3 MB as a file.
      const plain = encode({ width: 129, height: 129, data: new Uint16Array(129 * 129), depth: 16, channels: 1 });
      const profile = await deflatedZeros(1100 * MiB, true);
      const iccp = chunk('iCCP', Buffer.concat([Buffer.from('bomb\0\0', 'latin1'), profile.bytes]));
      const png = Buffer.concat([plain.subarray(0, 33), iccp, plain.subarray(33)]);
      const height = await write(dir, 'height.png', png);
      return ['import', 'map.smf', '--height', height, '--height-range', 'keep', '--out', 'new.smf'];
    },
  },
];
