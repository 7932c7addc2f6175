// `npm run bench [-- --quick] [--runs N] [--floor N] [--profile] [--case F[@S]] [--codec ID]`: generate the benchmark
// files once, measure each in fresh processes, then time whole `hex-atlas validate` processes against a process that
// only reads the file; print the tables against the targets and write .bench/results.{md,json} (a filtered run only
// prints). With --profile, every file that misses a target is run once more under --cpu-prof and its top functions
// printed. `--help` lists the options.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ParsedArgs, UsageError, intFlag, parseArgs } from '../src/cli/args';
import { verbatim } from '../src/core/translatable';
import { archiveText, benchArchive } from './archive';
import { hostileText } from './hostile';
import { fixLatencyText } from './fix-latency';
import { editCostText, measureEdit, type EditFigures, type EditHost, type EditKind } from './edit-cost';
import { measureTexture, textureText, type TextureFigures } from './texture';
import { measureOpenMemory } from './open-memory';
import { detectFormat, formatById, rawFormat } from '../src/formats';
import { BenchCase, MIN_TIMED_BYTES, cases, pagedCases } from './cases';
import { DiffBench, diffText, measureDiff } from './diff';
import { caseDir, generateInto, readManifest } from './files';
import { measureFloors } from './floor';
import { FloorRow, floorHeading, floorMarkdown, floorText } from './floor-report';
import { Measurement, measure } from './measure';
import { PagedMeasurement, PagedRow, measurePaged, pagedText } from './paged';
import { topFunctions } from './profile';
import { Linearity, Row, checks, json, markdown, median, medianMeasurement, textTable } from './report';
import { useNodePlatform } from '../src/platform/node/use';

useNodePlatform();

const USAGE = `usage: node dist/bench.js [options]        (npm run bench -- [options])
  the whole benchmark: every case, fresh processes per file; writes .bench/results.{md,json} when unfiltered
  --quick              only the small size of each family
  --runs N             fresh processes per file (default 3)
  --floor N            rounds of whole-process validate against the read floor (default 9; 0: none)
  --floor-only         only the floor comparison (prints, writes no results)
  --case F[@S]         only family F (e.g. blotter), or only its scale S (blotter@1000); a list: F,G@S
  --codec ID           only files decoded by codec ID (e.g. eu7)
  --profile            CPU profile of every file that misses a target
  --archive            only the map archive comparison (two solid .sd7, 2.6 and 20 MB, against 7z t; prints)
  --hostile [--cli P]  only the hostile corpus: exit, peak RSS and time of each case (P: another build's CLI)
  --paged-only         only the parse worker on files above hexAtlas.pagedAboveMB, from pages and whole (prints;
                       --case narrows the files)
  --edits              only the editor's rows: the texture of the 8192x8192 map by the tiles shown, Fix ->
                       every pane's data on that map and the 1M-component world (--runs rounds), and a fix, a
                       picture import and a structural edit on that map read in pages, with their memory
  --before-worker W    with --edits: also measure those with another build's parse worker W (its dist/parse-worker.js)
one measurement (prints one JSON line):
  --measure FILE --codec ID [--decode-only]
  --paged FILE [--whole]
  --texture DIR        the texture figures of the map in DIR (prints one JSON line)
  --edit-cost FILE --kind fix|fixAll|import|duplicate|rename --worker W --host before|after
  --open-memory FILE --worker W   host + parse worker RSS opening FILE in pages, to its tree and first picture
generate a case's files:
  --generate FAMILY --scale N --dir DIR
  --help               this text`;
const VALUED = [
  'runs',
  'floor',
  'measure',
  'codec',
  'generate',
  'scale',
  'dir',
  'case',
  'cli',
  'paged',
  'texture',
  'edit-cost',
  'open-memory',
  'kind',
  'worker',
  'host',
  'before-worker',
];
const SWITCHES = [
  'quick',
  'floor-only',
  'profile',
  'decode-only',
  'help',
  'archive',
  'hostile',
  'paged-only',
  'whole',
  'edits',
];
const args = argsOrUsage();
const ROOT = path.resolve('.bench');
const script = process.argv[1];
const HEAP = '--max-old-space-size=16384';

function argsOrUsage(): ParsedArgs {
  try {
    return parseArgs(process.argv.slice(2), VALUED);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function flag(a: ParsedArgs, name: string): string {
  const v = a.flags.get(name);
  if (typeof v !== 'string') throw new UsageError(verbatim(`--${name} needed`));
  return v;
}

function child(extra: string[], nodeFlags: string[] = []): string {
  const r = spawnSync(process.execPath, [HEAP, ...nodeFlags, script, ...extra], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0)
    throw new Error(
      `${extra.join(' ')} failed (${r.signal ?? r.status}): ${r.stderr.trim().split('\n').slice(-8).join('\n')}`,
    );
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

/** A case's files; `onlyCodec`: keep only the files that codec decodes. */
function filesOf(c: BenchCase, onlyCodec?: string) {
  const dir = ensureFiles(c);
  return readManifest(dir)!
    .files.map((f) => ({ ...f, path: path.join(dir, f.name), codec: detectFormat(f.name, new Uint8Array(0)) }))
    .filter((f) => onlyCodec === undefined || f.codec.id === onlyCodec);
}

const timed = (f: ReturnType<typeof filesOf>[number]): boolean => f.codec !== rawFormat && f.bytes >= MIN_TIMED_BYTES;

function rowsOf(c: BenchCase, runs: number, onlyCodec?: string): Row[] {
  const base = { family: c.family, label: c.label, scale: c.scale, runs };
  return filesOf(c, onlyCodec).map((f): Row => {
    const file = f.path;
    const codec = f.codec;
    if (codec === rawFormat) return { ...base, file: f.name, note: 'not available (no codec registered)' };
    if (!timed(f)) return { ...base, file: f.name, codec: codec.id, note: `not timed (${f.bytes} bytes)` };
    const ms: Measurement[] = [];
    for (let i = 0; i < runs; i++) ms.push(JSON.parse(child(['--measure', file, '--codec', codec.id])) as Measurement);
    const row = { ...base, file: f.name, codec: codec.id, m: medianMeasurement(ms) };
    console.log(
      `measured ${codec.id} ${f.name} (${c.family}@${c.scale}): ${(row.m.bytes / 1e6).toFixed(1)} MB, decode+validate ${row.m.decodeValidateMs.toFixed(0)} ms`,
    );
    return row;
  });
}

/** Small vs large size of each family, per codec present at both. */
function linearity(rows: Row[]): Linearity[] {
  const out: Linearity[] = [];
  for (const r of rows) {
    const big = rows.find(
      (x) => x.family === r.family && x.codec === r.codec && x.file === r.file && x.scale > r.scale && x.m,
    );
    if (!r.m || !big?.m) continue;
    out.push({
      codec: `${r.codec} ${r.file} (${r.family}@${r.scale} -> @${big.scale})`,
      sizeRatio: big.m.bytes / r.m.bytes,
      timeRatio: big.m.decodeValidateMs / r.m.decodeValidateMs,
      cpuTimeRatio: big.m.decodeValidateCpuMs / r.m.decodeValidateCpuMs,
    });
  }
  return out;
}

function profileMisses(rows: Row[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    if (!r.m || Object.values(checks(r)).every((v) => v === 'PASS')) continue;
    const dir = path.join(ROOT, 'profiles', `${r.codec}-${r.family}-${r.scale}`);
    fs.rmSync(dir, { recursive: true, force: true });
    child(
      ['--measure', path.join(caseDir(ROOT, r.family, r.scale), r.file), '--codec', r.codec!, '--decode-only'],
      ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    );
    const prof = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
    out.push(
      `profile ${r.codec} ${r.file} (${r.family}@${r.scale}): ${path.join(dir, prof)}`,
      ...topFunctions(path.join(dir, prof), path.basename(script)),
      '',
    );
  }
  return out;
}

/** `--case blotter` or `--case blotter@1000,eu7`: whether case `c` is asked for (all when the flag is absent). */
function caseSelected(c: BenchCase): boolean {
  const wanted = args.flags.get('case');
  if (typeof wanted !== 'string') return true;
  return wanted.split(',').some((w) => {
    const [family, scale] = w.split('@');
    return family === c.family && (scale === undefined || Number(scale) === c.scale);
  });
}

/** `hex-atlas diff` of the largest SMF case's map against a changed copy (see diff.ts). */
function diffRows(selected: BenchCase[], runs: number): DiffBench[] {
  const smf = selected.filter((c) => c.family === 'smf').sort((x, y) => y.scale - x.scale)[0];
  const map = smf && filesOf(smf).find((f) => f.name.endsWith('.smf'));
  if (!smf || !map) return [];
  console.log(`diff: ${smf.label} against a changed copy …`);
  const cli = path.resolve(path.dirname(script), '..', 'bin', 'hex-atlas.js');
  return measureDiff(map.path, cli, runs, path.join(ROOT, `diff-smf-${smf.scale}`));
}

/** Whole `node bin/hex-atlas.js validate` processes against the read floor, every timed file in one interleaved run. */
function floorRows(selected: BenchCase[], rounds: number, onlyCodec?: string): FloorRow[] {
  const files = selected.flatMap((c) =>
    filesOf(c, onlyCodec)
      .filter(timed)
      .map((f) => ({ ...f, name: `${c.label} (${c.family}@${c.scale}) ${f.name}` })),
  );
  if (rounds === 0 || files.length === 0) return [];
  // The entry point users run, with its code cache (bin/hex-atlas.js).
  const cli = path.resolve(path.dirname(script), '..', 'bin', 'hex-atlas.js');
  console.log(`floor: ${rounds} rounds over ${files.length} files …`);
  const measured = measureFloors(
    files.map((f) => f.path),
    cli,
    rounds,
    (r) => console.log(`floor: round ${r} of ${rounds} done (load average ${os.loadavg()[0].toFixed(1)})`),
  );
  return files.map((f, i) => ({ name: f.name, bytes: f.bytes, f: measured[i] }));
}

/** The parse worker on the paged cases' files, from pages and from a whole copy, `runs` fresh processes each. */
function pagedRows(runs: number): PagedRow[] {
  return pagedCases.filter(caseSelected).map((c) => {
    const [largest] = filesOf(c)
      .filter((f) => f.name.endsWith(c.extension))
      .sort((a, b) => b.bytes - a.bytes);
    const file = largest.path;
    const measured = (whole: boolean): PagedMeasurement => {
      const ms = [...Array(runs).keys()].map(
        () => JSON.parse(child(['--paged', file, ...(whole ? ['--whole'] : [])])) as PagedMeasurement,
      );
      const mid = (f: (m: PagedMeasurement) => number) => median(ms.map(f));
      return {
        paged: ms[0].paged,
        analysisMs: mid((m) => m.analysisMs),
        treeMs: mid((m) => m.treeMs),
        treeCpuMs: mid((m) => m.treeCpuMs),
        peakBytes: mid((m) => m.peakBytes),
      };
    };
    const pages = measured(false);
    console.log(`paged: ${c.label} ${largest.name} measured`);
    return {
      name: `${c.label} ${largest.name}`,
      bytes: fs.statSync(file).size,
      pages: pages.paged ? pages : undefined,
      whole: measured(true),
    };
  });
}

async function parent(): Promise<void> {
  const runs = intFlag(args, 'runs', 3);
  const rounds = intFlag(args, 'floor', 9);
  if (args.flags.has('paged-only')) {
    console.log(`\n${pagedText(pagedRows(runs))}`);
    return;
  }
  if (args.flags.has('hostile')) {
    const cli = args.flags.get('cli');
    console.log(await hostileText(typeof cli === 'string' ? path.resolve(cli) : undefined));
    return;
  }
  if (args.flags.has('archive')) {
    console.log(archiveText(await benchArchive(path.join(ROOT, 'archive'), 'bin/hex-atlas.js', rounds), rounds));
    return;
  }
  if (args.flags.has('edits')) {
    console.log(await editorRows(runs));
    return;
  }
  const floorOnly = args.flags.has('floor-only');
  const codec = args.flags.get('codec');
  const onlyCodec = typeof codec === 'string' ? codec : undefined;
  const filtered = args.flags.has('case') || codec !== undefined || floorOnly;
  const selected = cases.filter((c) => (!args.flags.has('quick') || c.quick) && caseSelected(c));
  if (selected.length === 0)
    throw new UsageError(verbatim(`no benchmark case matches --case ${String(args.flags.get('case'))}`));
  const rows = floorOnly ? [] : selected.flatMap((c) => rowsOf(c, runs, onlyCodec));
  const lin = linearity(rows);
  const floor = floorRows(selected, rounds, onlyCodec);
  const diff = floorOnly ? [] : diffRows(selected, runs);
  const paged = filtered ? [] : pagedRows(runs);
  const load = os.loadavg()[0].toFixed(1);
  const context =
    `${new Date().toISOString()}, node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.availableParallelism()}, load average ${load}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB; median of ${runs} fresh processes per file; peak = RSS high-water minus RSS before reading the file`;
  if (!floorOnly) console.log(`\n${context}\n\n${textTable(rows, lin)}`);
  if (floor.length > 0) console.log(`\n${floorHeading(rounds)}\n\n${floorText(floor)}`);
  if (diff.length > 0) console.log(`\n${diffText(diff)}`);
  if (paged.length > 0) console.log(`\n${pagedText(paged)}`);
  if (filtered) {
    console.log('\nfiltered run: .bench/results.{md,json} left as they were');
  } else {
    const archive = archiveText(await benchArchive(path.join(ROOT, 'archive'), 'bin/hex-atlas.js', rounds), rounds);
    console.log(`\n${archive}`);
    const edits = await editorRows(runs);
    console.log(`\n${edits}`);
    const floorSection =
      (floor.length > 0 ? `\n## Against the read floor\n\n${floorHeading(rounds)}\n\n${floorMarkdown(floor)}\n` : '') +
      `\n## Map archive\n\n\`\`\`\n${archive}\n\`\`\`\n` +
      `\n## Files read in pages\n\n${pagedText(paged)}\n` +
      `\n## The editor's texture and fixes\n\n\`\`\`\n${edits}\n\`\`\`\n`;
    fs.mkdirSync(ROOT, { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'results.md'), markdown(rows, lin, context) + floorSection);
    fs.writeFileSync(path.join(ROOT, 'results.json'), json(rows, lin, context, floor));
    console.log(`\nwritten ${path.join(ROOT, 'results.md')} and results.json`);
  }
  if (args.flags.has('profile')) console.log('\n' + profileMisses(rows).join('\n'));
}

/** The texture of the largest map (in a child process, for its memory) and Fix latency on the largest map and world. */
async function editorRows(runs: number): Promise<string> {
  const dir = (family: string, scale: number) => ensureFiles({ family, scale, label: '', quick: false });
  const map = dir('smf', 64);
  const world = dir('blotter', 1000);
  const texture = textureText(JSON.parse(child(['--texture', map], ['--expose-gc'])) as TextureFigures);
  const file = (d: string, ext: string) => path.join(d, readManifest(d)!.files.find((f) => f.name.endsWith(ext))!.name);
  const fixes = await fixLatencyText(
    [
      {
        label: 'SMF 8192x8192 (numTiles 5 too many)',
        file: file(map, '.smf'),
        // numTiles, at tilesPtr (header offset 60) + 4, past the tile files' sum: set back to the sum by the fix.
        damage: (b) => {
          const at = readI32(b, 60) + 4;
          new DataView(b.buffer, b.byteOffset).setInt32(at, readI32(b, at) + 5, true);
        },
        code: 'smf.tile-files-short',
        paged: true,
      },
      {
        label: 'world 1M components (footer damaged)',
        file: file(world, '.logicworld'),
        damage: (b) => void (b[b.length - 3] ^= 0x20),
        code: 'blotter.bad-footer',
        paged: false,
      },
    ],
    runs,
  );
  const damaged = damagedMap(file(map, '.smf'));
  const moved = withTileFileMoved(file(map, '.smf'));
  try {
    return [
      texture,
      fixes,
      editCosts(`SMF 8192x8192 read in pages (numTiles 5 too many)`, damaged, ['fix', 'import', 'duplicate'], runs),
      editCosts('SMF 8192x8192 read in pages, its tile file renamed longer', moved, ['fix', 'fixAll'], runs),
      editCosts('world 1M components read in pages', file(world, '.logicworld'), ['duplicate', 'rename'], runs),
      editCosts('EU7 v9 1M PACK models read in pages', file(dir('eu7', 1000), 'scenario_v9.eu7'), ['rename'], runs),
    ].join('\n\n');
  } finally {
    fs.rmSync(damaged, { force: true });
    fs.rmSync(path.dirname(moved), { recursive: true, force: true });
  }
}

/** Each edit of `kinds` on `file` read in pages, each in a fresh process, before and after. */
function editCosts(label: string, file: string, kinds: EditKind[], runs: number): string {
  const before = args.flags.get('before-worker');
  const hosts: [EditHost, string][] = [['after', path.join(path.dirname(script), 'parse-worker.js')]];
  if (typeof before === 'string') hosts.unshift(['before', path.resolve(before)]);
  const rows: { kind: EditKind; host: EditHost; figures: EditFigures[] }[] = [];
  for (const kind of kinds)
    for (const [host, worker] of hosts) {
      const figures: EditFigures[] = [];
      for (let i = 0; i < runs; i++)
        figures.push(
          JSON.parse(
            child(['--edit-cost', file, '--kind', kind, '--worker', worker, '--host', host], ['--expose-gc']),
          ) as EditFigures,
        );
      rows.push({ kind, host, figures });
    }
  return editCostText(label, rows);
}

/**
 * The map (a link to it) in a folder of its own beside its tile files, the first one renamed longer: its fix
 * (smf.smt-missing) renames the entry, moving every section after it.
 */
function withTileFileMoved(map: string): string {
  const dir = fs.mkdtempSync(path.join(path.dirname(map), 'moved-tiles-'));
  const tiles = fs.readdirSync(path.dirname(map)).filter((f) => f.endsWith('.smt'));
  tiles.forEach((f, i) =>
    fs.copyFileSync(path.join(path.dirname(map), f), path.join(dir, i === 0 ? f.replace(/\.smt$/, '-moved.smt') : f)),
  );
  const linked = path.join(dir, path.basename(map));
  fs.linkSync(map, linked);
  return linked;
}

/** A copy of the map with numTiles 5 past the tile files' sum (smf.tile-files-short), beside it. */
function damagedMap(map: string): string {
  const damaged = path.join(path.dirname(map), `damaged-pages-${path.basename(map)}`);
  const b = fs.readFileSync(map);
  const at = readI32(b, 60) + 4;
  new DataView(b.buffer, b.byteOffset).setInt32(at, readI32(b, at) + 5, true);
  fs.writeFileSync(damaged, b);
  return damaged;
}

function readI32(b: Uint8Array, at: number): number {
  return new DataView(b.buffer, b.byteOffset).getInt32(at, true);
}

/** Unknown options or stray words stop here, before anything is run or overwritten. */
function checkUsage(): void {
  const unknown = [...args.flags.keys()].filter((k) => !VALUED.includes(k) && !SWITCHES.includes(k));
  if (unknown.length > 0)
    throw new UsageError(
      verbatim(`unknown option${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `--${k}`).join(' ')}`),
    );
  if (args.positional.length > 0) throw new UsageError(verbatim(`unexpected argument ${args.positional.join(' ')}`));
  const codec = args.flags.get('codec');
  if (typeof codec === 'string' && !formatById(codec)) throw new UsageError(verbatim(`no codec '${codec}'`));
}

async function main(): Promise<void> {
  if (args.flags.has('help')) {
    console.log(USAGE);
    return;
  }
  checkUsage();
  if (args.flags.has('measure')) {
    process.stdout.write(
      JSON.stringify(await measure(flag(args, 'measure'), flag(args, 'codec'), args.flags.has('decode-only'))) + '\n',
    );
  } else if (args.flags.has('paged')) {
    process.stdout.write(JSON.stringify(await measurePaged(flag(args, 'paged'), args.flags.has('whole'))) + '\n');
  } else if (args.flags.has('edit-cost')) {
    const [kind, host] = [flag(args, 'kind') as EditKind, flag(args, 'host') as EditHost];
    process.stdout.write(
      JSON.stringify(await measureEdit(flag(args, 'edit-cost'), kind, path.resolve(flag(args, 'worker')), host)) + '\n',
    );
  } else if (args.flags.has('open-memory')) {
    const worker = path.resolve(flag(args, 'worker'));
    process.stdout.write(JSON.stringify(await measureOpenMemory(flag(args, 'open-memory'), worker)) + '\n');
  } else if (args.flags.has('texture')) {
    process.stdout.write(JSON.stringify(await measureTexture(flag(args, 'texture'))) + '\n');
  } else if (args.flags.has('generate')) {
    generateInto(flag(args, 'generate'), intFlag(args, 'scale', 1), flag(args, 'dir'));
  } else {
    await parent();
  }
}

main().catch((e) => {
  if (e instanceof UsageError) {
    console.error(`${e.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(e instanceof Error ? e.stack : String(e));
  process.exitCode = 1;
});
