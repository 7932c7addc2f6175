// Corpus minimisation (what afl-cmin does): run every candidate, then keep, smallest first, each candidate that runs
// code the ones kept before it did not. The result reaches what all candidates reach, in few small files.
import { CoverageMap, unpackRuns } from './coverage';
import { CorpusFile } from './corpus';
import { InputJob } from './job';
import { timeBoundMs } from './properties';
import { ChildSpec, Supervisor } from './supervisor';

export async function minimiseCorpus(
  candidates: CorpusFile[],
  label: string,
  child: ChildSpec,
  workers: number,
): Promise<CorpusFile[]> {
  const jobs: InputJob[] = candidates.map((f, id) => ({
    id,
    label,
    name: f.name,
    bytes: f.bytes,
    batch: 0,
    allBlocks: true,
  }));
  const runsOf = new Map<number, Float64Array>();
  const pool = new Supervisor(child, workers);
  try {
    await pool.run(
      jobs,
      (j) => timeBoundMs(j.bytes.length),
      (j, a) => {
        if (a.failures.length === 0 && a.blocks) runsOf.set(j.id, a.blocks);
      },
    );
  } finally {
    pool.close();
  }
  const kept = new CoverageMap();
  return [...runsOf.keys()]
    .sort((a, b) => candidates[a].bytes.length - candidates[b].bytes.length || a - b)
    .filter((id) => kept.add(unpackRuns(runsOf.get(id)!)))
    .map((id) => candidates[id]);
}
