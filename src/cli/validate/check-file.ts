// One file validated: read, detect, decode, validate. What a worker thread runs for each file, and the main
// thread too when there is one job.
import { analyze } from '../../analysis';
import { Diagnostic } from '../../core/diagnostics';
import { detectFormat, rawFormat } from '../../formats';
import { FileError, readFile, siblingsOf } from '../io';
import { Target } from './collect';

export type FileResult =
  | { file: string; format: string; size: number; diagnostics: Diagnostic[] }
  | { file: string; unreadable: string }
  /** An --all candidate no format recognised. */
  | { file: string; skipped: true };

export async function checkFile(t: Target): Promise<FileResult> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(t.file);
  } catch (e) {
    if (e instanceof FileError) return { file: t.file, unreadable: e.message };
    throw e;
  }
  const format = detectFormat(t.file, bytes);
  if (t.ifRecognised && format === rawFormat) return { file: t.file, skipped: true };
  const a = await analyze(t.file, bytes, { format, siblings: siblingsOf(t.file) });
  return { file: t.file, format: a.format.id, size: bytes.length, diagnostics: a.diagnostics };
}
