// What a job worker answers that needs no file system of its own: the formats' file patterns, and a comparison of
// two sides once each is in hand. The Node job worker reads paths into sides (extension/job-worker.ts); the web
// build is given bytes only.
import { archivePatterns } from '../archives/open-archive';
import { compareFiles, type CompareSide } from '../compare/compare';
import type { CompareResult } from '../compare/diff-view-protocol';
import { formats } from '../formats';
import { language, pickLocale } from '../l10n/catalogue';
import type { CompareInput, JobChannel } from './job-protocol';

export function formatPatterns(): string[] {
  return [...formats.flatMap((f) => f.patterns), ...archivePatterns];
}

/** `side`: a path read into a side (bytes come as the host read them). */
export async function compareJob(
  job: JobChannel['compare']['req'],
  side: (input: CompareInput) => Promise<CompareSide>,
): Promise<CompareResult> {
  const [a, b] = await Promise.all([side(job.a), side(job.b)]);
  return compareFiles(a, b, job.limit, language(pickLocale(job.locale)));
}
