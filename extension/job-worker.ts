// A job worker: validates one workspace file, or compares two, per message, off the extension host's thread.
// The host keeps a small pool of these (worker-pool.ts).
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { archivePatterns } from '../src/archives/open-archive';
import { checkFile } from '../src/cli/validate/check-file';
import { readFile, siblingsOf } from '../src/cli/io';
import { compareFiles, type CompareSide } from '../src/compare/compare';
import { formats } from '../src/formats';
import { outcomeOf } from '../src/editor/replies';
import type { CompareInput, Job, JobReply } from '../src/workspace/job-protocol';

const port = parentPort!;

async function runJob(job: Job): Promise<unknown> {
  switch (job.kind) {
    case 'patterns':
      return [...formats.flatMap((f) => f.patterns), ...archivePatterns];
    case 'validate':
      return checkFile({ file: job.file, ifRecognised: false });
    case 'compare': {
      const [a, b] = await Promise.all([compareSide(job.a), compareSide(job.b)]);
      return compareFiles(a, b, job.limit);
    }
  }
}

/** A path is read here, with the files beside it (a map's tile files); bytes come as the host read them. */
async function compareSide(input: CompareInput): Promise<CompareSide> {
  if (typeof input !== 'string') return input;
  return { name: path.basename(input), bytes: await readFile(input), siblings: siblingsOf(input) };
}

port.on('message', (m: { id: number; job: Job }) => {
  void outcomeOf(() => runJob(m.job)).then((outcome) => port.postMessage({ id: m.id, ...outcome } satisfies JobReply));
});
