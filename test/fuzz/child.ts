// The child side of the supervisor: receives jobs one at a time, runs them, answers. A hang or a fatal crash
// here is seen and reported by the parent, which then starts a fresh child.
import { Job, JobResult, runJob } from './job';
import { SeedFile } from './targets';

export type ChildMessage = { ready: true } | JobResult;

export function serveJobs(seeds: SeedFile[]): void {
  const byLabel = new Map(seeds.map((s) => [s.label, s]));
  const send = (m: ChildMessage): void => {
    process.send!(m);
  };
  process.on('message', (job: Job) => {
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
    void runJob(seed, job).then(send);
  });
  send({ ready: true });
}
