// Whether a path on this machine's disk is within a folder, in the platform's own path rules (case and separators
// on Windows): for stored paths looked up on disk and for a found file's real path.
import path from 'node:path';

/** Whether `file` is `folder` or below it (paths compared as given; both absolute or both relative). */
export function isInsideFolder(folder: string, file: string): boolean {
  const rel = path.relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
