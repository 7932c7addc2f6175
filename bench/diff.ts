// `hex-atlas diff` of two large maps, as whole processes: the generated map of the largest SMF case against a copy
// with a known share of its height, metal and minimap changed, once as text and once writing the difference
// pictures (--images). Reported: wall time and peak RSS (median of the runs) against the two files' size; the
// targets are 5 s and 2x the two files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './floor';
import { median } from './report';

export const DIFF_TARGET_MS = 5000;
export const DIFF_MEMORY_RATIO = 2;

export interface DiffBench {
  label: string;
  bytes: number;
  wallMs: number;
  cpuMs: number;
  maxRssBytes: number;
}

/** The changed copy of `map` beside its tile files: every 97th height cell, every 89th metal cell, every 7th block. */
function changedCopy(dir: string, map: string): string {
  const out = path.join(dir, 'changed');
  fs.mkdirSync(out, { recursive: true });
  for (const f of fs.readdirSync(path.dirname(map)))
    if (f.endsWith('.smt')) fs.copyFileSync(path.join(path.dirname(map), f), path.join(out, f));
  const bytes = fs.readFileSync(map);
  const heightmapPtr = bytes.readInt32LE(0x34);
  const metalmapPtr = bytes.readInt32LE(0x44);
  const minimapPtr = bytes.readInt32LE(0x40);
  const mapx = bytes.readInt32LE(0x18);
  const mapy = bytes.readInt32LE(0x1c);
  for (let i = 0; i < (mapx + 1) * (mapy + 1); i += 97) bytes[heightmapPtr + 2 * i + 1] ^= 0x01;
  for (let i = 0; i < (mapx / 2) * (mapy / 2); i += 89) bytes[metalmapPtr + i] ^= 0x10;
  for (let i = 0; i < 65536; i += 7) bytes[minimapPtr + 8 * i + 4] ^= 0xff;
  const file = path.join(out, path.basename(map));
  fs.writeFileSync(file, bytes);
  return file;
}

export function measureDiff(map: string, cli: string, runs: number, work: string): DiffBench[] {
  fs.mkdirSync(work, { recursive: true });
  const other = changedCopy(work, map);
  const bytes = fs.statSync(map).size + fs.statSync(other).size;
  const usage = path.join(os.tmpdir(), `hex-atlas-bench-diff-${process.pid}.json`);
  const images = path.join(work, 'images');
  const kinds: [string, string[]][] = [
    ['diff (text)', [cli, 'diff', map, other]],
    ['diff --images', [cli, 'diff', map, other, '--images', images]],
  ];
  run(kinds[0][1], usage); // untimed: the files into the page cache, the CLI's code cache written
  return kinds.map(([label, argv]) => {
    const measured = Array.from({ length: runs }, () => run(argv, usage).run);
    return {
      label,
      bytes,
      wallMs: median(measured.map((m) => m.wallMs)),
      cpuMs: median(measured.map((m) => m.cpuMs)),
      maxRssBytes: median(measured.map((m) => m.maxRssBytes)),
    };
  });
}

export function diffText(rows: DiffBench[]): string {
  const lines = [
    `two maps, ${(rows[0]?.bytes / 2 ** 20).toFixed(0)} MiB together; targets: under ${DIFF_TARGET_MS / 1000} s, ` +
      `peak RSS under ${DIFF_MEMORY_RATIO}x the two files`,
  ];
  for (const r of rows) {
    const ratio = r.maxRssBytes / r.bytes;
    const ok = r.wallMs < DIFF_TARGET_MS && ratio < DIFF_MEMORY_RATIO ? 'PASS' : 'MISS';
    lines.push(
      `  ${r.label.padEnd(14)} ${(r.wallMs / 1000).toFixed(2).padStart(6)} s  (cpu ${(r.cpuMs / 1000).toFixed(2)} s)  ` +
        `peak ${(r.maxRssBytes / 2 ** 20).toFixed(0).padStart(5)} MiB = ${ratio.toFixed(2)}x  ${ok}`,
    );
  }
  return lines.join('\n');
}
