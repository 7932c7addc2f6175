// The files both editors open: Spring maps from the project's generator at three sizes, a Logic World world, an EU7 and an EU7v2 root
// scenario and a Parkan NRes archive (Land.msh) above hexAtlas.pagedAboveMB, and 1 GiB of arbitrary bytes. Written once into .bench/editor/files; the workspace holds one hard link per editor folder, so both
// editors read the very same inode (and the same page cache) while an association picks the editor by folder.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '../../test/e2e/lib/cli.mjs';

/**
 * `scale`: `generate <family> --scale N` (smf: 128·N map units a side; blotter: 1000·N components; eu7: about 1000·N
 * PACK models or INST instances; parkan: about N times the retail files), of whose files the largest whose name ends
 * with `pick` (default: `.smf`) is opened; `family` is the generator's, where it is not the codec's (`codec`). `named`: measured
 * only when `--file` names it (the web build's limits: the largest map under its default read limit, and one far
 * above it).
 */
export const FILES = [
  { id: 'smf-1.8MB', label: 'Spring map 640x640', scale: 5 },
  { id: 'smf-48MB', label: 'Spring map 4096x4096', scale: 32 },
  { id: 'smf-190MB', label: 'Spring map 8192x8192', scale: 64 },
  { id: 'eu7-202MB', label: 'EU7 root scenario, 4 M models', codec: 'eu7', scale: 4000, pick: 'scenario_v9.eu7' },
  { id: 'world-200MB', label: 'Logic World, 2.6 M components', codec: 'blotter', scale: 2600, pick: '.logicworld' },
  {
    id: 'eu7v2-200MB',
    label: 'EU7v2 root scenery, 4 M instances',
    family: 'eu7',
    codec: 'eu7v2',
    scale: 4000,
    pick: 'scenario.eu7v2',
  },
  { id: 'nres-200MB', label: 'Parkan NRes Land.msh', family: 'parkan', codec: 'nres', scale: 131, pick: 'Land.msh' },
  { id: 'smf-240MB', label: 'Spring map 9216x9216', scale: 72, named: true },
  { id: 'smf-750MB', label: 'Spring map 16384x16384', scale: 128, named: true },
  { id: 'random-1GiB', label: 'arbitrary bytes', bytes: 2 ** 30 },
];

/** The codec a generated file is decoded by (none for arbitrary bytes). */
const codecOf = (f) => (f.bytes ? undefined : (f.codec ?? 'smf'));

/** Writes missing files into `dir`; returns [{ ...file, path, size }] in FILES order. */
export function ensureFiles(dir, wanted = FILES) {
  fs.mkdirSync(dir, { recursive: true });
  return wanted.map((f) => {
    const pick = f.pick ?? '.smf';
    // `pick` is a name's ending (`.smf`) or a whole name (`scenario_v9.eu7`): the file keeps its extension.
    const extension = pick.startsWith('.') ? pick : path.extname(pick);
    const target = path.join(dir, f.bytes ? `${f.id}.bin` : `${f.id}${extension}`);
    if (!fs.existsSync(target)) {
      if (f.bytes) writeArbitrary(target, f.bytes);
      else {
        const tmp = path.join(dir, `${f.id}.tmp`);
        const family = f.family ?? codecOf(f);
        const { files, unavailable } = generate(family, tmp, f.scale);
        if (unavailable) throw new Error(`${family} generator: ${unavailable}`);
        // The largest of the files so named (a world's generator also writes small variants).
        const largest = files
          .filter((p) => p.endsWith(pick))
          .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
        fs.renameSync(largest, target);
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }
    return { ...f, path: target, size: fs.statSync(target).size };
  });
}

/** xorshift32 output, 1 MiB at a time: bytes no format claims, cheap to write. */
function writeArbitrary(file, size) {
  const chunk = new Uint32Array(2 ** 18);
  let x = 0x9e3779b9;
  const fd = fs.openSync(`${file}.part`, 'w');
  for (let written = 0; written < size; written += chunk.byteLength) {
    for (let i = 0; i < chunk.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      chunk[i] = x >>> 0;
    }
    fs.writeSync(fd, new Uint8Array(chunk.buffer, 0, Math.min(chunk.byteLength, size - written)));
  }
  fs.closeSync(fd);
  fs.renameSync(`${file}.part`, file);
}

/** The workspace: `<folder>/<name>` hard links to every file, one folder per editor. */
export function linkWorkspace(dir, files, folders) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const folder of folders) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    for (const f of files) fs.linkSync(f.path, path.join(dir, folder, path.basename(f.path)));
  }
}
