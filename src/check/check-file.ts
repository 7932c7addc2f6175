// One file validated: read, detect, decode, validate. What a worker thread runs for each file, and the main
// thread too when there is one job. An archive is checked by the rules of its kind (a map as the engine loads it,
// a game by its modinfo.lua), and each file in it validated, a map with its tile files from the archive;
// `ARCHIVE!inner/path` validates one entry the same way. The target says what to read (resolved once, see
// resolveInput); every finding goes through a DiagnosticSink, so it reads in the user's language.
import { promises as fs } from 'node:fs';
import { ArchiveError, ArchiveLimitError } from '../archives/archive';
import { checkArchive } from '../archives/check-archive';
import { archiveKindByName } from '../archives/open-archive';
import { archiveRules } from '../archives/rules';
import { ArchiveLimits, withBudgetMB } from '../archives/limits';
import { analyze } from '../analysis';
import { Diagnostic, DiagnosticSink, coreRules } from '../core/diagnostics';
import { detectFormat, rawFormat } from '../formats';
import { detectionName, openArchiveAt, readInput } from '../input/archive-input';
import { FileError } from '../input/io';
import { Target } from './collect';
import { msg, type Text } from '../core/translatable';
import type { MapCheckOptions } from '../archives/map/check-map-archive';

export interface CheckedResult {
  file: string;
  format: string;
  size: number;
  diagnostics: Diagnostic[];
  /** The files inside an archive, named `ARCHIVE!inner/path`. */
  inner?: CheckedResult[];
}

export type FileResult =
  | CheckedResult
  /** Why the file could not be read, as translatable text (it crosses from a worker thread as plain data). */
  | { file: string; unreadable: Text }
  /** An --all candidate no format recognised. */
  | { file: string; skipped: true };

export async function checkFile(t: Target): Promise<FileResult> {
  try {
    if (t.input.kind === 'archive')
      return await checkArchiveFile(t.input.path, withBudgetMB(t.archiveBudgetMB ?? 0), {
        game: t.game,
        metalTolerance: t.metalTolerance,
      });
    return await checkOne(t);
  } catch (e) {
    if (e instanceof FileError) return { file: t.file, unreadable: e.text };
    return faulted(t.file, e);
  }
}

/** An error no check expected is that file's finding, so one hostile file never stops a run over many. */
async function faulted(file: string, e: unknown): Promise<CheckedResult> {
  const size = await fs.stat(file).then(
    (s) => (s.isFile() ? s.size : 0),
    () => 0,
  );
  const sink = new DiagnosticSink(size);
  sink.report(coreRules.decoderFault, 0, size, msg`validation stopped: ${e instanceof Error ? e.message : String(e)}`);
  return { file, format: 'raw', size, diagnostics: sink.finish() };
}

async function checkOne(t: Target): Promise<FileResult> {
  const { bytes, siblings } = await readInput(t.input, t.within);
  const name = detectionName(t.input);
  const format = detectFormat(name, bytes);
  if (format === rawFormat) {
    if (t.ifRecognised) return { file: t.file, skipped: true };
    const sink = new DiagnosticSink(bytes.length);
    sink.report(
      coreRules.unrecognised,
      0,
      bytes.length,
      msg`no format recognises this file by its name or its bytes; nothing in it was checked`,
    );
    return { file: t.file, format: format.id, size: bytes.length, diagnostics: sink.finish() };
  }
  const a = await analyze(name, bytes, { format, siblings });
  return { file: t.file, format: a.format.id, size: bytes.length, diagnostics: a.diagnostics };
}

async function checkArchiveFile(file: string, limits: ArchiveLimits, options: MapCheckOptions): Promise<CheckedResult> {
  let reader;
  try {
    reader = await openArchiveAt(file, limits);
  } catch (e) {
    if (!(e instanceof ArchiveError)) throw e;
    const rule = e instanceof ArchiveLimitError ? archiveRules.entryLimit : archiveRules.unreadable;
    const { size } = await fs.stat(file);
    const length = archiveKindByName(file) === 'sdd' ? 0 : size;
    const sink = new DiagnosticSink(length);
    sink.report(rule, 0, length, e.text);
    return { file, format: 'archive', size: length, diagnostics: sink.finish() };
  }
  try {
    const report = await checkArchive(reader, options);
    return {
      file,
      format: reader.archive.kind,
      size: reader.archive.size,
      diagnostics: report.diagnostics,
      inner: report.inner.map(({ path, ...rest }) => ({ ...rest, file: `${file}!${path}` })),
    };
  } finally {
    reader.close();
  }
}
