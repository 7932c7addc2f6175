// A fuzzing campaign: for each format, check its seed files and `count` mutants of each under every run seed,
// in supervised children; collect failures with what reproduces them and write each failing mutant to disk.
import fs from 'node:fs';
import path from 'node:path';
import { Job, buildMutant } from './job';
import { PropertyFailure, timeBoundMs } from './properties';
import { ChildSpec, supervise } from './supervisor';
import { SeedFile } from './targets';

export interface FailureRecord {
  format: string;
  label: string;
  runSeed: number;
  index: number;
  recipe: string[];
  failures: PropertyFailure[];
  /** Where the failing input was written. */
  file?: string;
}

export interface FormatResult {
  format: string;
  /** Inputs checked: seed files plus mutants. */
  inputs: number;
  failures: FailureRecord[];
  elapsedMs: number;
}

export interface CampaignOptions {
  seeds: SeedFile[];
  runSeeds: number[];
  /** Mutants per seed file and run seed. */
  count: (seed: SeedFile) => number;
  /** Only this mutant (replaying a failure); the seed file itself is then skipped. */
  only?: { label: string; index: number };
  /** The child for a format's jobs. */
  child: (formatId: string) => ChildSpec;
  workers: number;
  failuresDir?: string;
  log?: (line: string) => void;
}

export function planJobs(seeds: SeedFile[], runSeeds: number[], count: (seed: SeedFile) => number): Job[] {
  const jobs: Job[] = [];
  for (const seed of seeds) {
    jobs.push({ id: jobs.length, label: seed.label, runSeed: runSeeds[0], index: -1 });
    for (const runSeed of runSeeds) {
      for (let index = 0; index < count(seed); index++)
        jobs.push({ id: jobs.length, label: seed.label, runSeed, index });
    }
  }
  return jobs;
}

export async function runCampaign(o: CampaignOptions): Promise<FormatResult[]> {
  const results: FormatResult[] = [];
  for (const format of [...new Set(o.seeds.map((s) => s.codec.id))]) {
    const seeds = o.seeds.filter((s) => s.codec.id === format);
    const byLabel = new Map(seeds.map((s) => [s.label, s]));
    const jobs = o.only
      ? [{ id: 0, label: o.only.label, runSeed: o.runSeeds[0], index: o.only.index }].filter((j) =>
          byLabel.has(j.label),
        )
      : planJobs(seeds, o.runSeeds, o.count);
    if (jobs.length === 0) continue;
    const result: FormatResult = { format, inputs: 0, failures: [], elapsedMs: 0 };
    const seen = new Set<string>();
    const t0 = Date.now();
    await supervise(
      jobs,
      o.child(format),
      o.workers,
      (job) => timeBoundMs(byLabel.get(job.label)!.bytes.length),
      (job, failures) => {
        result.inputs++;
        if (failures.length === 0) return;
        const seed = byLabel.get(job.label)!;
        const record: FailureRecord = {
          format,
          label: job.label,
          runSeed: job.runSeed,
          index: job.index,
          recipe: [],
          failures,
        };
        const mutant = buildMutant(seed, job.runSeed, job.index);
        record.recipe = mutant.recipe;
        if (o.failuresDir) record.file = writeFailure(o.failuresDir, record, mutant.bytes);
        result.failures.push(record);
        // Print a failure in full the first time its kind is seen; the summary counts the rest.
        const kind = signature(record);
        if (!seen.has(kind)) o.log?.(describeFailure(record));
        seen.add(kind);
      },
    );
    result.elapsedMs = Date.now() - t0;
    results.push(result);
    o.log?.(summaryLine(result));
  }
  return results;
}

export function reproduceCommand(r: FailureRecord): string {
  return `npm run fuzz -- --format ${r.format} --file '${r.label}' --seed ${r.runSeed} --mutant ${r.index}`;
}

export function describeFailure(r: FailureRecord, reproduce = reproduceCommand(r)): string {
  const lines = [`FAIL ${r.format} ${r.label} seed ${r.runSeed} mutant ${r.index}: ${r.recipe.join('; ')}`];
  for (const f of r.failures) {
    lines.push(`  ${f.property}: ${f.message}`);
    if (f.stack)
      lines.push(
        ...f.stack
          .split('\n')
          .slice(1, 6)
          .map((l) => `    ${l.trim()}`),
      );
  }
  lines.push(`  reproduce: ${reproduce}`);
  if (r.file) lines.push(`  input: ${r.file}`);
  return lines.join('\n');
}

/** What makes two failures the same bug: the properties broken and where (message without numbers, top frame). */
export function signature(r: FailureRecord): string {
  return r.failures
    .map(
      (f) =>
        `${f.property}|${f.message.replace(/\d+/g, '#')}|${
          f.stack
            ?.split('\n')[1]
            ?.trim()
            .replace(/:\d+:\d+\)?$/, '') ?? ''
        }`,
    )
    .join('\n');
}

/** Failures grouped by signature: count and a few (file, seed, mutant) to reproduce each kind. */
export function failureKinds(r: FormatResult): string[] {
  const groups = new Map<string, FailureRecord[]>();
  for (const f of r.failures) groups.set(signature(f), [...(groups.get(signature(f)) ?? []), f]);
  return [...groups.values()].map((g) => {
    const first = g[0].failures[0];
    const examples = g
      .slice(0, 4)
      .map((f) => `${f.label} seed ${f.runSeed} mutant ${f.index}`)
      .join('; ');
    return `${g.length}x ${first.property}: ${first.message.slice(0, 160)} [${examples}${g.length > 4 ? '; …' : ''}]`;
  });
}

export function summaryLine(r: FormatResult): string {
  return `${r.format}: ${r.inputs} inputs, ${r.failures.length} failures, ${(r.elapsedMs / 1000).toFixed(1)} s`;
}

function writeFailure(dir: string, r: FailureRecord, bytes: Uint8Array): string {
  fs.mkdirSync(dir, { recursive: true });
  const base = `${r.format}-${r.label.replace(/[^A-Za-z0-9._-]+/g, '_')}-s${r.runSeed}-m${r.index}`;
  const file = path.join(dir, `${base}.bin`);
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(path.join(dir, `${base}.txt`), describeFailure(r) + '\n');
  return file;
}
