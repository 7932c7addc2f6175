// The fuzz runner (bundled to dist/fuzz.js). Every format gets a coverage-guided campaign (guided.ts) starting from
// its seed files, its committed corpus and its dictionary:
//   --ci                  fixed run seed, a short fixed number of inputs per format, exit 1 on any failure
//   (default)             a random run seed, `--inputs N` mutants per format (10,000), new corpus inputs kept in
//                         .fuzz/corpus/; `npm run fuzz:long` runs 100,000
//   --input F --name N    checks one saved input (a failure's .bin) as file name N
//   --file L --seed S --mutant i   rebuilds and checks one blind mutant of seed file L (campaign.ts)
//   --minimise            rewrites test/fuzz/corpus/<format>/ from it and .fuzz/corpus/: the smallest inputs that
//                         together reach all the code they reach
// The same script, started with `--child`, is the supervised worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ParsedArgs, intFlag, parseArgs } from '../../src/cli/args';
import { FormatResult, failureKinds, runCampaign } from './campaign';
import { serveJobs } from './child';
import { corpusRoot, readCorpus, readDictionary, writeCorpusFile } from './corpus';
import { GuidedResult, runGuided } from './guided';
import { minimiseCorpus } from './minimise';
import { checkInput } from './properties';
import { SeedFile, collectSeeds } from './targets';
import { useNodePlatform } from '../../src/platform/node/use';

useNodePlatform();

const args = parseArgs(process.argv.slice(2), [
  'format',
  'file',
  'seed',
  'mutant',
  'inputs',
  'workers',
  'samples',
  'input',
  'name',
]);
const samplesDir = stringFlag(args, 'samples') ?? path.resolve('../shared/samples');
const formatId = stringFlag(args, 'format');
const workers = intFlag(args, 'workers', Math.min(2, os.availableParallelism()));
const localCorpus = path.resolve('.fuzz/corpus');

function stringFlag(a: ParsedArgs, name: string): string | undefined {
  const v = a.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** CI: this many mutants per format after the starting inputs (about a minute for all formats on 2 cores). */
const CI_INPUTS_PER_FORMAT = 400;
const CI_RUN_SEED = 1;

const childSpec = (id: string) => ({
  script: process.argv[1],
  args: ['--child', '--coverage', '--format', id, '--samples', samplesDir],
});

function byFormat(seeds: SeedFile[]): Map<string, SeedFile[]> {
  const m = new Map<string, SeedFile[]>();
  for (const s of seeds) m.set(s.codec.id, [...(m.get(s.codec.id) ?? []), s]);
  return m;
}

async function parent(): Promise<number> {
  const { seeds, missing } = collectSeeds(samplesDir, formatId);
  for (const m of missing) console.log(`note: ${m}`);
  if (seeds.length === 0) {
    console.log(formatId ? `no seeds for format '${formatId}' (registered?)` : 'nothing to fuzz: no seed files');
    return 0;
  }
  const input = stringFlag(args, 'input');
  if (input !== undefined) return checkSavedInput(seeds, input);
  const file = stringFlag(args, 'file');
  if (file !== undefined) return replayBlindMutant(seeds, file, missing);
  if (args.flags.has('minimise')) return minimise(seeds);

  const ci = args.flags.has('ci');
  const runSeed = intFlag(args, 'seed', ci ? CI_RUN_SEED : Date.now() % 2 ** 31);
  const inputs = intFlag(args, 'inputs', ci ? CI_INPUTS_PER_FORMAT : 10_000);
  console.log(`run seed ${runSeed}, ${inputs} mutants per format, ${workers} workers`);
  const results: GuidedResult[] = [];
  for (const [id, own] of byFormat(seeds)) {
    results.push(
      await runGuided({
        format: id,
        seeds: own,
        corpus: readCorpus(path.join(corpusRoot, id)),
        tokens: readDictionary(id),
        inputs,
        runSeed,
        child: childSpec(id),
        workers,
        failuresDir: path.resolve('.fuzz/failures'),
        corpusOut: ci ? undefined : localCorpus,
        log: (l) => console.log(l),
      }),
    );
  }
  printGuidedSummary(results, missing);
  return results.some((r) => r.failures.length > 0) ? 1 : 0;
}

async function checkSavedInput(seeds: SeedFile[], input: string): Promise<number> {
  const name = stringFlag(args, 'name') ?? path.basename(input);
  const seed = seeds.find((s) => path.basename(s.name) === path.basename(name)) ?? seeds[0];
  const b = fs.readFileSync(input);
  const failures = await checkInput(seed.codec, new Uint8Array(b.buffer, b.byteOffset, b.byteLength), {
    fileName: name,
    siblings: seed.siblings,
  });
  for (const f of failures) console.log(`${f.property}: ${f.message}${f.stack ? `\n${f.stack}` : ''}`);
  console.log(`${input} as ${name} (${seed.codec.id}): ${failures.length} failures`);
  return failures.length > 0 ? 1 : 0;
}

async function replayBlindMutant(seeds: SeedFile[], file: string, missing: string[]): Promise<number> {
  const results = await runCampaign({
    seeds,
    runSeeds: [intFlag(args, 'seed', CI_RUN_SEED)],
    count: () => 0,
    only: { label: file, index: intFlag(args, 'mutant', 0) },
    workers: 1,
    child: (id) => ({ script: process.argv[1], args: ['--child', '--format', id, '--samples', samplesDir] }),
    failuresDir: path.resolve('.fuzz/failures'),
    log: (l) => console.log(l),
  });
  if (results.length === 0) console.log(`no seed file '${file}' (labels: ${seeds.map((s) => s.label).join(', ')})`);
  printBlindSummary(results, missing);
  return results.some((r) => r.failures.length > 0) ? 1 : 0;
}

/** Committed corpus inputs of at most this size: the corpus stays small in git and quick in CI. */
const COMMITTED_MAX_BYTES = 64 * 1024;

async function minimise(seeds: SeedFile[]): Promise<number> {
  for (const [id, own] of byFormat(seeds)) {
    const dir = path.join(corpusRoot, id);
    const candidates = [...readCorpus(dir), ...readCorpus(path.join(localCorpus, id))].filter(
      (f) => f.bytes.length <= COMMITTED_MAX_BYTES,
    );
    const kept = await minimiseCorpus(candidates, own[0].label, childSpec(id), workers);
    fs.rmSync(dir, { recursive: true, force: true });
    for (const f of kept) writeCorpusFile(dir, f);
    const bytes = kept.reduce((n, f) => n + f.bytes.length, 0);
    console.log(`${id}: ${candidates.length} candidates -> ${kept.length} corpus files, ${bytes} bytes`);
  }
  return 0;
}

function printGuidedSummary(results: GuidedResult[], missing: string[]): void {
  console.log('\nfuzz summary');
  console.log('format      inputs  functions  code KB  corpus  failures  elapsed');
  for (const r of results) {
    console.log(
      `${r.format.padEnd(10)} ${String(r.inputs).padStart(7)} ${String(r.functions).padStart(10)} ` +
        `${(r.reachedBytes / 1024).toFixed(1).padStart(8)}` +
        ` ${String(r.corpus).padStart(7)} ${String(r.failures.length).padStart(9)}  ${(r.elapsedMs / 1000).toFixed(1)} s`,
    );
    for (const k of failureKinds({ format: r.format, inputs: r.inputs, failures: r.failures, elapsedMs: 0 }))
      console.log(`  ${k}`);
  }
  for (const m of missing) console.log(`not fully covered: ${m}`);
}

function printBlindSummary(results: FormatResult[], missing: string[]): void {
  for (const r of results) {
    console.log(`${r.format}: ${r.inputs} inputs, ${r.failures.length} failures`);
    for (const k of failureKinds(r)) console.log(`  ${k}`);
  }
  for (const m of missing) console.log(`not fully covered: ${m}`);
}

if (args.flags.has('child')) {
  serveJobs(
    collectSeeds(samplesDir, formatId).seeds,
    args.flags.has('coverage') ? path.basename(process.argv[1]) : undefined,
  );
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
