// One unit of fuzzing work: check seed `label` itself (index -1) or its mutant `index` under `runSeed`.
// Parent and child both rebuild mutants from these numbers, so nothing but the numbers crosses the process boundary.
import { Decoded } from '../../src/core/format';
import { Mutant, mutate } from './mutators';
import { Rng, mutantSeed } from './prng';
import { PropertyFailure, checkInput } from './properties';
import { Survey, survey } from './survey';
import { SeedFile } from './targets';

export interface Job {
  id: number;
  label: string;
  runSeed: number;
  /** -1: the seed file itself. */
  index: number;
}

/** A guided campaign's input: bytes built by the parent, checked as `name` with seed `label`'s codec and siblings. */
export interface InputJob {
  id: number;
  label: string;
  name: string;
  bytes: Uint8Array;
  /** The parent's batch: coverage blocks a child saw in earlier batches are known to the parent too. */
  batch: number;
  /** Every block the input reached, not only those new to this child (for minimising a corpus). */
  allBlocks?: boolean;
}

export interface JobResult {
  id: number;
  failures: PropertyFailure[];
  blocks?: Float64Array;
}

const surveys = new Map<string, Survey>();

function surveyOf(seed: SeedFile): Survey {
  let s = surveys.get(seed.label);
  if (!s) {
    let decoded: Decoded | undefined;
    try {
      decoded = seed.codec.decode(seed.bytes, { fileName: seed.name });
    } catch {
      // A seed that throws is reported by its own job; mutate it blind.
    }
    s = decoded
      ? survey(decoded.root, seed.bytes.length)
      : { size: seed.bytes.length, boundaries: [0, seed.bytes.length], leaves: [], regions: [] };
    surveys.set(seed.label, s);
  }
  return s;
}

export function buildMutant(seed: SeedFile, runSeed: number, index: number): Mutant {
  if (index < 0) return { bytes: seed.bytes, recipe: ['seed file itself'] };
  return mutate(seed.bytes, surveyOf(seed), new Rng(mutantSeed(runSeed, seed.label, index)));
}

export async function runJob(seed: SeedFile, job: Job): Promise<JobResult> {
  const { bytes } = buildMutant(seed, job.runSeed, job.index);
  const failures = await checkInput(seed.codec, bytes, { fileName: seed.name, siblings: seed.siblings });
  if (job.index < 0 && seed.label.startsWith('generated:')) failures.push(...(await generatedSeedIsClean(seed)));
  return { id: job.id, failures };
}

export async function runInput(seed: SeedFile, job: InputJob): Promise<JobResult> {
  const failures = await checkInput(seed.codec, job.bytes, { fileName: job.name, siblings: seed.siblings });
  return { id: job.id, failures };
}

/** Generators promise valid files: no error from decode or validate. */
async function generatedSeedIsClean(seed: SeedFile): Promise<PropertyFailure[]> {
  try {
    const decoded = seed.codec.decode(seed.bytes, { fileName: seed.name });
    const all = [
      ...decoded.diagnostics,
      ...(await seed.codec.validate(decoded, seed.bytes, { fileName: seed.name, siblings: seed.siblings })),
    ];
    const errors = all.filter((d) => d.severity === 'error');
    return errors.length === 0
      ? []
      : [
          {
            property: 'seed-invalid',
            message: `generated file has ${errors.length} errors, first ${errors[0].code} at ${errors[0].offset}: ${errors[0].message}`,
          },
        ];
  } catch {
    return []; // checkInput already reported the throw
  }
}
