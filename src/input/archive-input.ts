// What a command is given: a plain file, a map archive (.sd7, .sdz, an .sdd folder) or `ARCHIVE!inner/path`, an
// entry read from inside one with its siblings taken from the same archive.
import { promises as fs } from 'node:fs';
import { ArchiveError } from '../archives/archive';
import { archiveSiblings } from '../archives/archive-siblings';
import { archiveKindByName, openArchiveBytes, openArchiveFolder } from '../archives/open-archive';
import { ArchiveReader } from '../archives/reader';
import { ArchiveLimits, defaultLimits } from '../archives/limits';
import { SiblingFiles } from '../core/format';
import { FileError, readFile, siblingsOf } from './io';
import { msg } from '../core/translatable';

export interface Input {
  bytes: Uint8Array;
  siblings: SiblingFiles;
}

/** `ARCHIVE!inner` split at the first `!` whose left side names an archive; undefined for any other path. */
export function splitInner(file: string): { archive: string; inner: string } | undefined {
  for (let i = file.indexOf('!'); i >= 0; i = file.indexOf('!', i + 1)) {
    const archive = file.slice(0, i);
    if (archiveKindByName(archive)) return { archive, inner: file.slice(i + 1) };
  }
  return undefined;
}

export function isArchivePath(file: string): boolean {
  return archiveKindByName(file) !== undefined;
}

/** The archive at `file`, opened; unreadable ones throw ArchiveError, missing ones FileError. */
export async function openArchiveAt(file: string, limits: ArchiveLimits = defaultLimits): Promise<ArchiveReader> {
  const kind = archiveKindByName(file);
  if (!kind) throw new FileError(msg`${file} is not a map archive (.sd7, .sdz or .sdd)`);
  if (kind === 'sdd') {
    const stat = await fs.stat(file).catch((e: NodeJS.ErrnoException) => {
      throw new FileError(msg`cannot read ${file}: ${e.code ?? String(e)}`);
    });
    if (!stat.isDirectory()) throw new FileError(msg`${file} is no folder`);
    return new ArchiveReader(await openArchiveFolder(file, limits), limits);
  }
  return new ArchiveReader(await openArchiveBytes(kind, await readFile(file), limits), limits);
}

/** The archive at `file` for a command that reads it: one that cannot be opened is a FileError (exit status 2). */
export async function openArchiveOrFail(file: string): Promise<ArchiveReader> {
  try {
    return await openArchiveAt(file);
  } catch (e) {
    if (e instanceof ArchiveError) throw new FileError(msg`cannot open ${file}: ${e.text}`);
    throw e;
  }
}

/** The bytes of a file or of an archive entry, with the files beside it (stored paths looked up `within`). */
export async function readInput(file: string, within?: string): Promise<Input> {
  const split = splitInner(file);
  if (!split) return { bytes: await readFile(file), siblings: siblingsOf(file, within) };
  const reader = await openArchiveOrFail(split.archive);
  const entry = reader.find(split.inner);
  if (!entry) throw new FileError(msg`${split.archive} has no entry ${split.inner}`);
  const bytes = await reader.read(entry);
  if (!(bytes instanceof Uint8Array)) throw new FileError(msg`cannot read ${file}: ${bytes}`);
  return { bytes, siblings: archiveSiblings(reader, entry.path) };
}
