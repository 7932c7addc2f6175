// A coverage-guided campaign for one format: start from its seed files and committed corpus, mutate inputs picked
// from the corpus, run them in supervised children that measure V8 block coverage, and keep every input that
// runs code no earlier input ran. Inputs go out in batches and are judged in id order once a batch is
// back, so a run seed gives the same campaign whatever the number of workers.
import fs from 'node:fs';
import path from 'node:path';
import { Decoded } from '../../src/core/format';
import { FailureRecord, describeFailure } from './campaign';
import { CoverageMap, unpackRuns } from './coverage';
import { CorpusFile, writeCorpusFile } from './corpus';
import { InputJob } from './job';
import { Rng, mutantSeed } from './prng';
import { timeBoundMs } from './properties';
import { CorpusInput, mutateGuided } from './structured-mutators';
import { Answer, ChildSpec, Supervisor } from './supervisor';
import { survey } from './survey';
import { SeedFile } from './targets';

export interface GuidedOptions {
  format: string;
  /** The format's seed files: their codec, siblings and label go with every input derived from them. */
  seeds: SeedFile[];
  /** Committed corpus inputs, checked with the first seed's siblings. */
  corpus: CorpusFile[];
  tokens: Uint8Array[];
  /** Mutants to check after the starting inputs. */
  inputs: number;
  runSeed: number;
  child: ChildSpec;
  workers: number;
  batch?: number;
  /** Inputs larger than this do not join the corpus (they would slow every later mutant). */
  maxInputBytes?: number;
  failuresDir?: string;
  /** Where inputs that reached new blocks are written (a long run's corpus, to minimise and commit). */
  corpusOut?: string;
  log?: (line: string) => void;
}

export interface GuidedResult {
  format: string;
  /** Inputs checked: starting inputs plus mutants. */
  inputs: number;
  /** Functions of the bundle that any input ran, and the bytes of their code that ran. */
  functions: number;
  reachedBytes: number;
  /** Bytes of code the starting inputs alone ran. */
  startBytes: number;
  corpus: number;
  failures: FailureRecord[];
  elapsedMs: number;
}

interface Entry extends CorpusInput {
  name: string;
  seed: SeedFile;
}

export async function runGuided(o: GuidedOptions): Promise<GuidedResult> {
  const t0 = Date.now();
  const batchSize = o.batch ?? 64;
  const maxBytes = o.maxInputBytes ?? 4 * Math.max(...o.seeds.map((s) => s.bytes.length), 1 << 16);
  const pool = new Supervisor(o.child, o.workers);
  const covered = new CoverageMap();
  const entries: Entry[] = [];
  const result: GuidedResult = {
    format: o.format,
    inputs: 0,
    functions: 0,
    reachedBytes: 0,
    startBytes: 0,
    corpus: 0,
    failures: [],
    elapsedMs: 0,
  };
  const seen = new Set<string>();
  let nextId = 0;

  const runBatch = async (items: { entry: Entry; recipe: string[] }[], batch: number): Promise<void> => {
    const jobs: InputJob[] = items.map(({ entry }) => ({
      id: nextId++,
      label: entry.seed.label,
      name: entry.name,
      bytes: entry.bytes,
      batch,
    }));
    const answers = new Map<number, Answer>();
    await pool.run(
      jobs,
      (job) => timeBoundMs(job.bytes.length),
      (job, a) => answers.set(job.id, a),
    );
    jobs.forEach((job, k) => {
      const a = answers.get(job.id)!;
      const { entry, recipe } = items[k];
      result.inputs++;
      const fresh = a.blocks ? covered.add(unpackRuns(a.blocks)) : false;
      if (a.failures.length > 0) recordFailure(entry, recipe, a, job);
      else if (fresh && entry.bytes.length <= maxBytes) admit(entry);
    });
  };

  const admit = (entry: Entry): void => {
    entries.push(entry);
    if (o.corpusOut) writeCorpusFile(path.join(o.corpusOut, o.format), { name: entry.name, bytes: entry.bytes });
  };

  const recordFailure = (entry: Entry, recipe: string[], a: Answer, job: InputJob): void => {
    const record: FailureRecord = {
      format: o.format,
      label: entry.seed.label,
      runSeed: o.runSeed,
      index: job.id,
      recipe,
      failures: a.failures,
    };
    if (o.failuresDir) record.file = writeFailure(o.failuresDir, record, entry);
    result.failures.push(record);
    const kind = a.failures.map((f) => `${f.property}|${f.message.replace(/\d+/g, '#')}`).join('\n');
    if (!seen.has(kind)) o.log?.(describeFailure(record, replayCommand(o.format, entry.name, record.file)));
    seen.add(kind);
  };

  try {
    const start: Entry[] = [
      ...o.seeds.map((s) => entryOf(s.bytes, s.name, s)),
      ...o.corpus.map((f) => entryOf(f.bytes, f.name, o.seeds[0])),
    ];
    for (let k = 0; k < start.length; k += batchSize)
      await runBatch(
        start.slice(k, k + batchSize).map((entry) => ({ entry, recipe: ['starting input'] })),
        -1 - k,
      );
    // Every starting input stays in the corpus, whatever it covered.
    for (const e of start) if (!entries.includes(e)) entries.push(e);
    result.startBytes = covered.reachedBytes;
    for (let done = 0, batch = 0; done < o.inputs; batch++) {
      const items: { entry: Entry; recipe: string[] }[] = [];
      for (let k = 0; k < batchSize && done < o.inputs; k++, done++) {
        const rng = new Rng(mutantSeed(o.runSeed, o.format, done));
        const parent = pick(entries, rng);
        const donor = pick(entries, rng);
        const m = mutateGuided(parent, { tokens: o.tokens, donor }, rng);
        items.push({ entry: entryOf(m.bytes, parent.name, parent.seed), recipe: m.recipe });
      }
      await runBatch(items, batch);
      if (done % PROGRESS_EVERY < batchSize)
        o.log?.(
          `${guidedSummary({ ...result, ...reach(covered), corpus: entries.length, elapsedMs: Date.now() - t0 })} so far`,
        );
    }
  } finally {
    pool.close();
  }
  Object.assign(result, reach(covered));
  result.corpus = entries.length;
  result.elapsedMs = Date.now() - t0;
  o.log?.(guidedSummary(result));
  return result;
}

/** A long run prints where it stands after every this many mutants. */
const PROGRESS_EVERY = 10_000;

function reach(c: CoverageMap): Pick<GuidedResult, 'functions' | 'reachedBytes'> {
  return { functions: c.functions, reachedBytes: c.reachedBytes };
}

/** Mostly the smallest of three (small inputs are quick and mutate into more shapes), sometimes any input. */
function pick(entries: Entry[], rng: Rng): Entry {
  let best = rng.pick(entries);
  if (rng.chance(0.1)) return best;
  for (let k = 0; k < 2; k++) {
    const other = rng.pick(entries);
    if (other.bytes.length < best.bytes.length) best = other;
  }
  return best;
}

/** An input with a lazy survey of its tree: only inputs picked as parents or donors are decoded here. */
function entryOf(bytes: Uint8Array, name: string, seed: SeedFile): Entry {
  let s: CorpusInput['survey'] | undefined;
  return {
    bytes,
    name,
    seed,
    get survey() {
      s ??= surveyOf(seed, bytes, name);
      return s;
    },
  };
}

function surveyOf(seed: SeedFile, bytes: Uint8Array, name: string): CorpusInput['survey'] {
  let decoded: Decoded | undefined;
  try {
    decoded = seed.codec.decode(bytes, { fileName: name });
  } catch {
    // Reported by the input's own check; mutate it blind.
  }
  return decoded
    ? survey(decoded.root, bytes.length)
    : { size: bytes.length, boundaries: [0, bytes.length], leaves: [], regions: [] };
}

export function replayCommand(format: string, name: string, file?: string): string {
  return `npm run fuzz -- --format ${format} --input '${file ?? '<input>'}' --name '${name}'`;
}

export function guidedSummary(r: GuidedResult): string {
  return (
    `${r.format}: ${r.inputs} inputs, ${r.functions} functions and ${kb(r.reachedBytes)} KB of code reached ` +
    `(${kb(r.startBytes)} KB by the starting inputs), ` +
    `corpus ${r.corpus}, ${r.failures.length} failures, ${(r.elapsedMs / 1000).toFixed(1)} s`
  );
}

function kb(n: number): string {
  return (n / 1024).toFixed(1);
}

function writeFailure(dir: string, r: FailureRecord, entry: Entry): string {
  fs.mkdirSync(dir, { recursive: true });
  const base = `${r.format}-guided-s${r.runSeed}-i${r.index}`;
  const file = path.join(dir, `${base}.bin`);
  fs.writeFileSync(file, entry.bytes);
  fs.writeFileSync(path.join(dir, `${base}.txt`), describeFailure(r, replayCommand(r.format, entry.name, file)) + '\n');
  return file;
}
