// Jobs the extension host hands to its pool of job workers (worker_threads), one at a time per worker, and
// their replies. Files are named by path: the worker reads them itself, off the host's thread.
import type { FileResult } from '../cli/validate/check-file';
import type { CompareResult } from '../compare/compare';
import type { Outcome } from '../editor/replies';

/** A file to compare: a path the worker reads itself, or bytes the host read (another scheme: `git:`, …). */
export type CompareInput = string | { name: string; bytes: Uint8Array };

export type Job =
  /** The file name patterns of every registered format (the host does not load the codecs itself). */
  | { kind: 'patterns' }
  | { kind: 'validate'; file: string }
  | { kind: 'compare'; a: CompareInput; b: CompareInput; limit: number };

export interface JobResults {
  patterns: string[];
  validate: FileResult;
  compare: CompareResult;
}

export type JobResult<J extends Job> = JobResults[J['kind']];

export type JobReply = { id: number } & Outcome;
