// Map archives built in the tests from the project's own generator, packed with the same libraries the reader
// uses: 7-Zip (7z-wasm) for .sd7, fflate for .sdz, and a temporary folder for .sdd.
import SevenZip from '7z-wasm';
import { zipSync } from 'fflate';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSmf } from '../../src/formats/smf/generate';

export type ArchiveFiles = Record<string, Uint8Array | string>;

const encoder = new TextEncoder();
const bytesOf = (v: Uint8Array | string) => (typeof v === 'string' ? encoder.encode(v) : v);

export const MAP_NAME = 'maps/generated-128x128.smf';

export function mapInfoLua(body = ''): string {
  return [
    'local mapinfo = {',
    '  name = "Generated",',
    '  shortname = "Gen",',
    '  modtype = 3,',
    `  mapfile = "${MAP_NAME}",`,
    '  teams = {',
    // Both on the broad gentle slope of the generated map, where every land class of both games stands.
    '    [0] = { startPos = { x = 264, z = 648 } },',
    '    [1] = { startPos = { x = 776, z = 904 } },',
    '  },',
    body,
    '}',
    'return mapinfo',
    '',
  ].join('\n');
}

/** The generated 128x128 map and its two tile files, laid out as a published archive has them. */
export function mapFiles(extra: ArchiveFiles = {}): ArchiveFiles {
  const files: ArchiveFiles = { 'mapinfo.lua': mapInfoLua() };
  for (const f of generateSmf(1)) files[`maps/${path.basename(f.name)}`] = f.bytes;
  return { ...files, ...extra };
}

/**
 * A .sd7 written by 7-Zip: `solid` packs every file into one block; `switches` are more of 7-Zip's method switches
 * (`-m0=PPMd`, `-mf=BCJ2`), LZMA2 by default.
 */
export async function sevenZip(
  files: ArchiveFiles,
  options: { solid: boolean; switches?: string[] },
): Promise<Uint8Array> {
  const sz = await SevenZip({ print: () => {}, printErr: () => {} });
  sz.FS.mkdir('/in');
  for (const [name, v] of Object.entries(files)) {
    let dir = '/in';
    for (const part of name.split('/').slice(0, -1)) {
      dir += `/${part}`;
      try {
        sz.FS.mkdir(dir);
      } catch {
        // exists
      }
    }
    sz.FS.writeFile(`/in/${name}`, bytesOf(v));
  }
  sz.FS.chdir('/in');
  const args = ['a', '-t7z', `-ms=${options.solid ? 'on' : 'off'}`, ...(options.switches ?? ['-m0=LZMA2']), '/out.7z'];
  const code = sz.callMain([...args, ...Object.keys(files)]) as unknown as number;
  if (code) throw new Error(`7-Zip exited with ${code}`);
  return sz.FS.readFile('/out.7z');
}

export function zip(files: ArchiveFiles): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, bytesOf(v)])));
}

export async function folder(files: ArchiveFiles, name = 'map.sdd'): Promise<string> {
  const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'hex-atlas-sdd-')), name);
  for (const [rel, v] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), bytesOf(v));
  }
  return dir;
}

export function modInfoLua(fields = '  modtype = 1,\n  depend = { "Spring content v1" },'): string {
  return [
    'local modinfo = {',
    '  name = "Generated Game",',
    '  shortname = "GG",',
    '  version = "1.0",',
    fields,
    '}',
    'return modinfo',
    '',
  ].join('\n');
}

/** A game as published: modinfo.lua at the root and the Lua and data it loads. */
export function gameFiles(extra: ArchiveFiles = {}): ArchiveFiles {
  return {
    'modinfo.lua': modInfoLua(),
    'gamedata/defs.lua': 'return {}\n',
    'units/tank.lua': 'return { tank = { name = "Tank", maxdamage = 100 } }\n',
    ...extra,
  };
}

/**
 * Engine base content laid out as RecoilEngine's cont/base archives are (springcontent.sdz: modtype "0" and a
 * depend on the bitmaps; bitmaps.sdz: modtype "4"): no map, no game.
 */
export function baseContentFiles(modType: '0' | '4', extra: ArchiveFiles = {}): ArchiveFiles {
  const depend = modType === '0' ? "\n  depend = { 'Spring Bitmaps' }," : '';
  return {
    'modinfo.lua': `local modinfo = {\n  name = "Base ${modType}",\n  modtype = "${modType}",${depend}\n}\n\nreturn modinfo\n`,
    'shaders/GLSL/waterFS.glsl': 'void main() { gl_FragColor = vec4(0.0); }\n',
    'bitmaps/scars/scar1.tga': new Uint8Array(64).fill(7),
    ...extra,
  };
}
