// A solid .sd7 of about 2.7 MB (the generated map at scale 10, packed by 7-Zip in one LZMA2 block) validated by
// whole `hex-atlas validate` processes against 7-Zip's own integrity test, `7z t` (Debian's p7zip), in alternating
// rounds; medians reported. The target: validating costs at most twice what `7z t` takes.
import SevenZip from '7z-wasm';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateSmf } from '../src/formats/smf/generate';
import { median } from './report';

const SCALE = 10;

export interface ArchiveBench {
  file: string;
  bytes: number;
  unpacked: number;
  validateMs: number;
  sevenZipMs: number | undefined;
}

async function packSolid(file: string): Promise<number> {
  const sz = await SevenZip({ print: () => {}, printErr: () => {} });
  sz.FS.mkdir('/maps');
  let unpacked = 0;
  for (const f of generateSmf(SCALE)) {
    sz.FS.writeFile(`/maps/${path.basename(f.name)}`, f.bytes);
    unpacked += f.bytes.length;
  }
  const info = 'local mapinfo = { name = "Bench", modtype = 3 }\nreturn mapinfo\n';
  sz.FS.writeFile('/mapinfo.lua', info);
  sz.FS.chdir('/');
  sz.callMain(['a', '-t7z', '-ms=on', '-m0=LZMA2', '/bench.sd7', 'mapinfo.lua', 'maps']);
  fs.writeFileSync(file, sz.FS.readFile('/bench.sd7'));
  return unpacked + info.length;
}

function timed(cmd: string, argv: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { stdio: 'ignore' });
  if (r.error || (r.status !== 0 && r.status !== 1)) throw new Error(`${cmd} ${argv.join(' ')} failed`);
  return performance.now() - t0;
}

export async function benchArchive(dir: string, cli: string, rounds: number): Promise<ArchiveBench> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `solid-${SCALE}.sd7`);
  const unpacked = await packSolid(file);
  const has7z = spawnSync('7z', ['i'], { stdio: 'ignore' }).status === 0;
  const validate: number[] = [];
  const test: number[] = [];
  timed(process.execPath, [cli, 'validate', file]); // untimed: page cache and the CLI's code cache
  for (let i = 0; i < rounds; i++) {
    const both = [() => validate.push(timed(process.execPath, [cli, 'validate', file]))];
    if (has7z) both.push(() => test.push(timed('7z', ['t', file])));
    for (const f of i % 2 ? both.reverse() : both) f();
  }
  return {
    file,
    bytes: fs.statSync(file).size,
    unpacked,
    validateMs: median(validate),
    sevenZipMs: has7z ? median(test) : undefined,
  };
}

export function archiveText(b: ArchiveBench, rounds: number): string {
  const mb = (n: number) => (n / 1e6).toFixed(1);
  const ratio = b.sevenZipMs === undefined ? 'no 7z installed' : `${(b.validateMs / b.sevenZipMs).toFixed(2)}x`;
  return [
    `solid .sd7 (${mb(b.bytes)} MB packed, ${mb(b.unpacked)} MB unpacked), median of ${rounds} rounds:`,
    `  hex-atlas validate  ${b.validateMs.toFixed(0)} ms`,
    `  7z t                ${b.sevenZipMs === undefined ? '-' : `${b.sevenZipMs.toFixed(0)} ms`}`,
    `  validate / 7z t     ${ratio} (target: at most 2x)`,
  ].join('\n');
}
