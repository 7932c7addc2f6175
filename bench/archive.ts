// Solid .sd7 archives (the generated map at scales 10 and 30, packed by 7-Zip in one LZMA2 block each: 2.6 and
// 20 MB) validated by whole `hex-atlas validate` processes against 7-Zip's own integrity test, `7z t` (Debian's
// p7zip), in alternating rounds; medians of wall and CPU time reported (CPU time: what a busy machine inflates
// least). The target: validating costs at most twice what `7z t` takes. `hex-atlas --version` is timed beside
// them: the start every validate pays before it reads a byte, which weighs on the small archive and hardly on the
// large one. The archives are packed once into the directory and reused.
import SevenZip from '7z-wasm';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSmf } from '../src/formats/smf/generate';
import { run, type ProcessRun } from './floor';
import { median } from './report';

const SCALES = [10, 30];

/** Medians of wall and CPU time. */
interface Timing {
  wallMs: number;
  cpuMs: number;
}

interface ArchiveSize {
  file: string;
  bytes: number;
  unpacked: number;
  validate: Timing;
  sevenZip: Timing | undefined;
}

export interface ArchiveBench {
  sizes: ArchiveSize[];
  /** `hex-atlas --version`: the CLI's start alone. */
  start: Timing;
  load: number;
}

/** The map at `scale` and a mapinfo.lua, packed solid into `file` unless a previous run left it there. */
async function packSolid(file: string, scale: number): Promise<void> {
  if (fs.existsSync(file)) return;
  const sz = await SevenZip({ print: () => {}, printErr: () => {} });
  sz.FS.mkdir('/maps');
  for (const f of generateSmf(scale)) sz.FS.writeFile(`/maps/${path.basename(f.name)}`, f.bytes);
  sz.FS.writeFile('/mapinfo.lua', 'local mapinfo = { name = "Bench", modtype = 3 }\nreturn mapinfo\n');
  sz.FS.chdir('/');
  sz.callMain(['a', '-t7z', '-ms=on', '-m0=LZMA2', '/bench.sd7', 'mapinfo.lua', 'maps']);
  // Written aside and renamed: an interrupted packing leaves no archive to be taken for a whole one.
  fs.writeFileSync(`${file}.partial`, sz.FS.readFile('/bench.sd7'));
  fs.renameSync(`${file}.partial`, file);
}

/** The unpacked size 7-Zip lists for the archive (the sum of its entries' sizes). */
async function unpackedSize(file: string): Promise<number> {
  const lines: string[] = [];
  const sz = await SevenZip({ print: (l) => lines.push(l), printErr: () => {} });
  sz.FS.writeFile('/a.7z', fs.readFileSync(file));
  sz.callMain(['l', '-slt', '/a.7z']);
  return lines.filter((l) => l.startsWith('Size = ')).reduce((n, l) => n + Number(l.slice(7)), 0);
}

/** `7z t`, through a shell whose `times` reports its child's CPU time. */
function sevenZipTest(file: string): Timing {
  const t0 = performance.now();
  const r = spawnSync('sh', ['-c', '7z t "$1" >/dev/null; s=$?; times; exit $s', 'sh', file], { encoding: 'utf8' });
  const wallMs = performance.now() - t0;
  if (r.error || r.status !== 0) throw new Error(`7z t ${file} failed`);
  // The second line of `times`: the children's user and system time, as 0m0.120s 0m0.010s.
  const [user, system] = r.stdout.trim().split('\n')[1].split(' ').map(seconds);
  return { wallMs, cpuMs: (user + system) * 1000 };
}

function seconds(t: string): number {
  const m = /^(\d+)m([\d.]+)s$/.exec(t);
  if (!m) throw new Error(`times printed ${t}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const medianTiming = (runs: Timing[]): Timing => ({
  wallMs: median(runs.map((r) => r.wallMs)),
  cpuMs: median(runs.map((r) => r.cpuMs)),
});

export async function benchArchive(dir: string, cli: string, rounds: number): Promise<ArchiveBench> {
  fs.mkdirSync(dir, { recursive: true });
  const files = SCALES.map((s) => path.join(dir, `solid-${s}.sd7`));
  for (const [i, file] of files.entries()) await packSolid(file, SCALES[i]);
  const has7z = spawnSync('7z', ['i'], { stdio: 'ignore' }).status === 0;
  const usage = path.join(dir, 'usage.json');
  const node = (argv: string[]) => (): ProcessRun => run(argv, usage).run;
  const runs: { key: string; time: () => Timing; times: Timing[] }[] = [
    { key: 'start', time: node([cli, '--version']), times: [] },
  ];
  for (const file of files) {
    runs.push({ key: `validate ${file}`, time: node([cli, 'validate', file]), times: [] });
    if (has7z) runs.push({ key: `7z ${file}`, time: () => sevenZipTest(file), times: [] });
  }
  for (const r of runs) r.time(); // untimed: page cache and the CLI's code cache
  const load = os.loadavg()[0];
  for (let i = 0; i < rounds; i++) for (const r of i % 2 ? [...runs].reverse() : runs) r.times.push(r.time());
  const timing = (key: string) => {
    const r = runs.find((x) => x.key === key);
    return r && medianTiming(r.times);
  };
  const sizes: ArchiveSize[] = [];
  for (const file of files)
    sizes.push({
      file,
      bytes: fs.statSync(file).size,
      unpacked: await unpackedSize(file),
      validate: timing(`validate ${file}`)!,
      sevenZip: timing(`7z ${file}`),
    });
  return { sizes, start: timing('start')!, load };
}

export function archiveText(b: ArchiveBench, rounds: number): string {
  const mb = (n: number) => (n / 1e6).toFixed(1);
  const row = (label: string, f: (s: ArchiveSize) => string) =>
    `  ${label.padEnd(20)}${b.sizes.map((s) => f(s).padStart(26)).join('')}`;
  const both = (t: Timing) => `${t.wallMs.toFixed(0)} / ${t.cpuMs.toFixed(0)} ms`;
  const ratio = (s: ArchiveSize) =>
    s.sevenZip === undefined
      ? 'no 7z installed'
      : `${(s.validate.wallMs / s.sevenZip.wallMs).toFixed(2)}x / ${(s.validate.cpuMs / s.sevenZip.cpuMs).toFixed(2)}x`;
  return [
    `solid .sd7, median of ${rounds} rounds (wall / CPU), load average ${b.load.toFixed(1)}:`,
    row('', (s) => `${mb(s.bytes)} MB (${mb(s.unpacked)} unpacked)`),
    row('hex-atlas validate', (s) => both(s.validate)),
    row('7z t', (s) => (s.sevenZip ? both(s.sevenZip) : '-')),
    row('validate / 7z t', ratio) + '   (target: at most 2x)',
    `  of which the CLI's start (hex-atlas --version): ${both(b.start)}`,
  ].join('\n');
}
