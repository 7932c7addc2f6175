// The fuzz runner (bundled to dist/fuzz.js). `--ci`: fixed seeds, a fixed number of mutants per format, exit 1
// on any failure. Default: random run seeds for `--minutes N`. `--format id --file label --seed S --mutant i`
// replays one mutant. The same script, started with `--child`, is the supervised worker.
import os from 'node:os';
import path from 'node:path';
import { ParsedArgs, intFlag, parseArgs } from '../../src/cli/args';
import { FormatResult, failureKinds, runCampaign } from './campaign';
import { serveJobs } from './child';
import { SeedFile, collectSeeds } from './targets';

const args = parseArgs(process.argv.slice(2), [
  'format',
  'file',
  'seed',
  'mutant',
  'minutes',
  'count',
  'workers',
  'samples',
  'per-format',
]);
const samplesDir = stringFlag(args, 'samples') ?? path.resolve('../shared/samples');
const formatId = stringFlag(args, 'format');

function stringFlag(a: ParsedArgs, name: string): string | undefined {
  const v = a.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** CI: this many mutants per format, shared among its seed files (bigger files are slower, so share by count). */
const CI_MUTANTS_PER_FORMAT = 800;
const CI_RUN_SEED = 1;

async function parent(): Promise<number> {
  const { seeds, missing } = collectSeeds(samplesDir, formatId);
  for (const m of missing) console.log(`note: ${m}`);
  if (seeds.length === 0) {
    console.log(
      formatId
        ? `no seeds for format '${formatId}' (registered? samples present?)`
        : 'nothing to fuzz: no registered format has seed files yet',
    );
    return 0;
  }
  const workers = intFlag(args, 'workers', Math.min(2, os.availableParallelism()));
  const perFormat = intFlag(args, 'per-format', CI_MUTANTS_PER_FORMAT);
  const seedsOf = (s: SeedFile) => seeds.filter((x) => x.codec.id === s.codec.id).length;
  const fixedCount = args.flags.has('count') ? intFlag(args, 'count', 0) : undefined;
  const count = (s: SeedFile) => fixedCount ?? Math.ceil(perFormat / seedsOf(s));
  const common = {
    seeds,
    count,
    workers,
    failuresDir: path.resolve('.fuzz/failures'),
    log: (l: string) => console.log(l),
    child: (id: string) => ({ script: process.argv[1], args: ['--child', '--format', id, '--samples', samplesDir] }),
  };

  const file = stringFlag(args, 'file');
  let results: FormatResult[];
  if (file !== undefined) {
    results = await runCampaign({
      ...common,
      runSeeds: [intFlag(args, 'seed', CI_RUN_SEED)],
      only: { label: file, index: intFlag(args, 'mutant', 0) },
    });
    if (results.length === 0) console.log(`no seed file '${file}' (labels: ${seeds.map((s) => s.label).join(', ')})`);
  } else if (args.flags.has('ci')) {
    results = await runCampaign({ ...common, runSeeds: [intFlag(args, 'seed', CI_RUN_SEED)] });
  } else {
    results = await longRun({
      ...common,
      minutes: intFlag(args, 'minutes', 10),
      firstSeed: intFlag(args, 'seed', Date.now() % 2 ** 31),
    });
  }
  printSummary(results, missing);
  return results.some((r) => r.failures.length > 0) ? 1 : 0;
}

/** Rounds of `count` mutants per seed file under fresh run seeds until the time is up. */
async function longRun(
  o: Omit<Parameters<typeof runCampaign>[0], 'runSeeds'> & { minutes: number; firstSeed: number },
): Promise<FormatResult[]> {
  const end = Date.now() + o.minutes * 60_000;
  const totals = new Map<string, FormatResult>();
  for (let runSeed = o.firstSeed; Date.now() < end; runSeed = (runSeed + 1) >>> 0) {
    console.log(`round: run seed ${runSeed}`);
    for (const r of await runCampaign({ ...o, runSeeds: [runSeed] })) {
      const t = totals.get(r.format) ?? { format: r.format, inputs: 0, failures: [], elapsedMs: 0 };
      t.inputs += r.inputs;
      t.failures.push(...r.failures);
      t.elapsedMs += r.elapsedMs;
      totals.set(r.format, t);
    }
  }
  return [...totals.values()];
}

function printSummary(results: FormatResult[], missing: string[]): void {
  console.log('\nfuzz summary');
  console.log('format      inputs  failures  elapsed');
  for (const r of results) {
    console.log(
      `${r.format.padEnd(10)} ${String(r.inputs).padStart(7)} ${String(r.failures.length).padStart(9)}  ${(r.elapsedMs / 1000).toFixed(1)} s`,
    );
    for (const k of failureKinds(r)) console.log(`  ${k}`);
  }
  for (const m of missing) console.log(`not fully covered: ${m}`);
}

if (args.flags.has('child')) {
  serveJobs(collectSeeds(samplesDir, formatId).seeds);
} else {
  parent().then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      console.error(e instanceof Error ? e.stack : String(e));
      process.exitCode = 2;
    },
  );
}
