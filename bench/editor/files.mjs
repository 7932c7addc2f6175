// The files both editors open: Spring maps from the project's generator at three sizes, a Logic World world above
// hexAtlas.pagedAboveMB and 1 GiB of arbitrary bytes. Written once into .bench/editor/files; the workspace holds one hard link per editor folder, so both
// editors read the very same inode (and the same page cache) while an association picks the editor by folder.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '../../test/e2e/lib/cli.mjs';

/**
 * `scale`: `generate <family> --scale N` (smf unless given: 128·N map units a side; blotter: 1000·N components),
 * of which the file with the extension is kept.
 */
export const FILES = [
  { id: 'smf-1.8MB', label: 'Spring map 640x640', scale: 5 },
  { id: 'smf-48MB', label: 'Spring map 4096x4096', scale: 32 },
  { id: 'smf-190MB', label: 'Spring map 8192x8192', scale: 64 },
  { id: 'world-200MB', label: 'Logic World, 2.6 M components', family: 'blotter', scale: 2600, ext: '.logicworld' },
  { id: 'random-1GiB', label: 'arbitrary bytes', bytes: 2 ** 30 },
];

/** Writes missing files into `dir`; returns [{ ...file, path, size }] in FILES order. */
export function ensureFiles(dir, wanted = FILES) {
  fs.mkdirSync(dir, { recursive: true });
  return wanted.map((f) => {
    const ext = f.ext ?? '.smf';
    const target = path.join(dir, f.bytes ? `${f.id}.bin` : `${f.id}${ext}`);
    if (!fs.existsSync(target)) {
      if (f.bytes) writeArbitrary(target, f.bytes);
      else {
        const tmp = path.join(dir, `${f.id}.tmp`);
        const family = f.family ?? 'smf';
        const { files, unavailable } = generate(family, tmp, f.scale);
        if (unavailable) throw new Error(`${family} generator: ${unavailable}`);
        // The largest of the files with the extension (a world's generator also writes small variants).
        const largest = files
          .filter((p) => p.endsWith(ext))
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
