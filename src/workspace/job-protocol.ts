// Jobs the extension host hands to its pool of job workers (worker_threads), one at a time per worker, and what
// each answers. Files are named by path: the worker reads them itself, off the host's thread.
import type { FileResult } from '../check/check-file';
import type { MapCheckOptions } from '../archives/map/check-map-archive';
import type { CompareResult } from '../compare/diff-view-protocol';
import type { JobRunner } from '../channel/job-runner';

/** A file to compare: a path the worker reads itself, or bytes the host read (another scheme: `git:`, …). */
export type CompareInput = string | { name: string; bytes: Uint8Array };

export interface JobChannel {
  /** The file name patterns of every registered format (the host does not load the codecs itself). */
  patterns: { req: object; res: string[] };
  /** `checks`: the settings a map archive is checked with (hexAtlas.metalBalanceTolerance). */
  validate: { req: { file: string; checks?: MapCheckOptions }; res: FileResult };
  /** `locale`: the user's language (English when absent), in which the values and names are shown. */
  compare: { req: { a: CompareInput; b: CompareInput; limit: number; locale?: string }; res: CompareResult };
}

/** The host's job workers. */
export type JobPool = JobRunner<JobChannel>;
