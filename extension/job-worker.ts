// A job worker: validates one workspace file, or compares two, per request, off the extension host's thread.
// The host keeps a small pool of these (src/channel/worker-pool.ts).
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { Handlers } from '../src/channel/channel';
import { serve } from '../src/channel/worker-pool';
import { checkFile } from '../src/check/check-file';
import { targetOf } from '../src/check/collect';
import { readFile, siblingsOf } from '../src/input/io';
import type { CompareSide } from '../src/compare/compare';
import { useNodePlatform } from '../src/platform/node/use';
import { compareJob, formatPatterns } from '../src/workspace/job-answers';
import type { CompareInput, JobChannel } from '../src/workspace/job-protocol';

useNodePlatform();
const jobs: Handlers<JobChannel> = {
  patterns: formatPatterns,
  validate: (job) => checkFile({ ...targetOf(job.file), ...job.checks }),
  compare: (job) => compareJob(job, compareSide),
};

/** A path is read here, with the files beside it (a map's tile files); bytes come as the host read them. */
async function compareSide(input: CompareInput): Promise<CompareSide> {
  if (typeof input !== 'string') return input;
  return { name: path.basename(input), bytes: await readFile(input), siblings: siblingsOf(input) };
}

serve(parentPort!, jobs);
