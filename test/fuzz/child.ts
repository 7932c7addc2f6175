// The child side of the supervisor: receives jobs one at a time, runs them, answers. A hang or a fatal crash
// here is seen and reported by the parent, which then starts a fresh child. With coverage on, an answer also
// carries the code the input ran, less what this child reported in earlier batches.
import { BlockCoverage, CoverageMap, FunctionRun, packRuns } from './coverage';
import { InputJob, Job, JobResult, runInput, runJob } from './job';
import { SeedFile } from './targets';

export type ChildMessage = { ready: true } | JobResult;

/**
 * What this child reported in earlier batches (the parent knows all of it once a batch is back), so an answer
 * carries only what may be new to the parent.
 */
class KnownCoverage {
  private readonly known = new CoverageMap();
  private pending: FunctionRun[][] = [];
  private batch = -1;

  news(job: InputJob, runs: FunctionRun[]): Float64Array {
    if (job.batch !== this.batch) {
      for (const p of this.pending) this.known.add(p);
      this.pending = [];
      this.batch = job.batch;
    }
    const out = job.allBlocks ? runs : this.known.news(runs);
    this.pending.push(out);
    return packRuns(out);
  }
}

export function serveJobs(seeds: SeedFile[], coverageScript?: string): void {
  const byLabel = new Map(seeds.map((s) => [s.label, s]));
  const coverage = coverageScript ? new BlockCoverage(coverageScript) : undefined;
  const known = new KnownCoverage();
  const send = (m: ChildMessage): void => {
    process.send!(m);
  };
  const run = async (seed: SeedFile, job: Job | InputJob): Promise<JobResult> => {
    if (!('bytes' in job)) return runJob(seed, job);
    coverage?.take();
    const r = await runInput(seed, job);
    if (coverage) r.blocks = known.news(job, coverage.take());
    return r;
  };
  process.on('message', (job: Job | InputJob) => {
    const seed = byLabel.get(job.label);
    if (!seed) {
      send({
        id: job.id,
        failures: [
          { property: 'crash', message: `the child has no seed ${job.label} (a generator that is not deterministic?)` },
        ],
      });
      return;
    }
    void run(seed, job).then(send);
  });
  send({ ready: true });
}
