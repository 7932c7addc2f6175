// `npm run bench [-- --quick] [--runs N] [--profile]`: generate the benchmark files once, measure each in fresh
// processes, print the table against the targets and write .bench/results.{md,json}. With --profile, every
// file that misses a target is run once more under --cpu-prof and its top functions printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ParsedArgs, intFlag, parseArgs } from '../src/cli/args';
import { detectFormat, generators, rawFormat } from '../src/formats';
import { BenchCase, MIN_TIMED_BYTES, cases } from './cases';
import { caseDir, generateInto, readManifest } from './files';
import { Measurement, measure } from './measure';
import { topFunctions } from './profile';
import { Linearity, Row, checks, json, markdown, medianMeasurement, textTable } from './report';

const args = parseArgs(process.argv.slice(2), ['runs', 'measure', 'codec', 'generate', 'scale', 'dir']);
const ROOT = path.resolve('.bench');
const script = process.argv[1];
const HEAP = '--max-old-space-size=16384';

function flag(a: ParsedArgs, name: string): string {
  const v = a.flags.get(name);
  if (typeof v !== 'string') throw new Error(`--${name} needed`);
  return v;
}

function child(extra: string[], nodeFlags: string[] = []): string {
  const r = spawnSync(process.execPath, [HEAP, ...nodeFlags, script, ...extra], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${extra.join(' ')} failed (${r.signal ?? r.status}): ${r.stderr.trim().split('\n').slice(-8).join('\n')}`);
  return r.stdout;
}

function ensureFiles(c: BenchCase): string {
  const dir = caseDir(ROOT, c.family, c.scale);
  if (!readManifest(dir)) {
    console.log(`generating ${c.family} scale ${c.scale} into ${dir} …`);
    child(['--generate', c.family, '--scale', String(c.scale), '--dir', dir]);
  }
  return dir;
}

function rowsOf(c: BenchCase, runs: number): Row[] {
  const base = { family: c.family, label: c.label, scale: c.scale, runs };
  if (!generators[c.family]) return [{ ...base, file: '-', note: 'not available (no generator registered)' }];
  const dir = ensureFiles(c);
  return readManifest(dir)!.files.map((f): Row => {
    const file = path.join(dir, f.name);
    const codec = detectFormat(f.name, new Uint8Array(0));
    if (codec === rawFormat) return { ...base, file: f.name, note: 'not available (no codec registered)' };
    if (f.bytes < MIN_TIMED_BYTES) return { ...base, file: f.name, codec: codec.id, note: `not timed (${f.bytes} bytes)` };
    const ms: Measurement[] = [];
    for (let i = 0; i < runs; i++) ms.push(JSON.parse(child(['--measure', file, '--codec', codec.id])) as Measurement);
    const row = { ...base, file: f.name, codec: codec.id, m: medianMeasurement(ms) };
    console.log(`measured ${codec.id} ${f.name} (${c.family}@${c.scale}): ${(row.m.bytes / 1e6).toFixed(1)} MB, decode+validate ${row.m.decodeValidateMs.toFixed(0)} ms`);
    return row;
  });
}

/** Small vs large size of each family, per codec present at both. */
function linearity(rows: Row[]): Linearity[] {
  const out: Linearity[] = [];
  for (const r of rows) {
    const big = rows.find((x) => x.family === r.family && x.codec === r.codec && x.file === r.file && x.scale > r.scale && x.m);
    if (!r.m || !big?.m) continue;
    out.push({ codec: `${r.codec} ${r.file} (${r.family}@${r.scale} -> @${big.scale})`, sizeRatio: big.m.bytes / r.m.bytes, timeRatio: big.m.decodeValidateMs / r.m.decodeValidateMs,
      cpuTimeRatio: big.m.decodeValidateCpuMs / r.m.decodeValidateCpuMs });
  }
  return out;
}

function profileMisses(rows: Row[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    if (!r.m || Object.values(checks(r)).every((v) => v === 'PASS')) continue;
    const dir = path.join(ROOT, 'profiles', `${r.codec}-${r.family}-${r.scale}`);
    fs.rmSync(dir, { recursive: true, force: true });
    child(['--measure', path.join(caseDir(ROOT, r.family, r.scale), r.file), '--codec', r.codec!, '--decode-only'], ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    const prof = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
    out.push(`profile ${r.codec} ${r.file} (${r.family}@${r.scale}): ${path.join(dir, prof)}`, ...topFunctions(path.join(dir, prof), path.basename(script)), '');
  }
  return out;
}

async function parent(): Promise<void> {
  const runs = intFlag(args, 'runs', 3);
  const selected = cases.filter((c) => !args.flags.has('quick') || c.quick);
  const rows = selected.flatMap((c) => rowsOf(c, runs));
  const lin = linearity(rows);
  const load = os.loadavg()[0].toFixed(1);
  const context = `${new Date().toISOString()}, node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.availableParallelism()}, load average ${load}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB; median of ${runs} fresh processes per file; peak = RSS high-water minus RSS before reading the file`;
  console.log(`\n${context}\n\n${textTable(rows, lin)}`);
  fs.mkdirSync(ROOT, { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'results.md'), markdown(rows, lin, context));
  fs.writeFileSync(path.join(ROOT, 'results.json'), json(rows, lin, context));
  console.log(`\nwritten ${path.join(ROOT, 'results.md')} and results.json`);
  if (args.flags.has('profile')) console.log('\n' + profileMisses(rows).join('\n'));
}

async function main(): Promise<void> {
  if (args.flags.has('measure')) {
    process.stdout.write(JSON.stringify(await measure(flag(args, 'measure'), flag(args, 'codec'), args.flags.has('decode-only'))) + '\n');
  } else if (args.flags.has('generate')) {
    generateInto(flag(args, 'generate'), intFlag(args, 'scale', 1), flag(args, 'dir'));
  } else {
    await parent();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exitCode = 1;
});
