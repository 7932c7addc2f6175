// What a command is given: a plain file, a map archive (.sd7, .sdz, an .sdd folder) or `ARCHIVE!inner/path`, an
// entry read from inside one with its siblings taken from the same archive.
import { promises as fs } from 'node:fs';
import { ArchiveError } from '../archives/archive';
import { archiveSiblings } from '../archives/archive-siblings';
import { archiveKindByName, openArchiveBytes } from '../archives/open-archive';
import { openFolder } from './sdd-folder';
import { ArchiveReader } from '../archives/reader';
import { ArchiveLimits, defaultLimits } from '../archives/limits';
import { SiblingFiles } from '../core/format';
import { FileError, readFile, siblingsOf } from './io';
import { msg } from '../core/translatable';

export interface Input {
  bytes: Uint8Array;
  siblings: SiblingFiles;
}

/**
 * A path as given, resolved once into what to read: a plain file, a map archive (.sd7, .sdz, an .sdd folder), or
 * `ARCHIVE!inner`, an entry read from inside one.
 */
export type InputPath =
  | { kind: 'file'; path: string }
  | { kind: 'archive'; path: string }
  | { kind: 'entry'; archive: string; inner: string };

/** A path that names an archive is that archive; else `ARCHIVE!inner` is split at the first `!` whose left side names
 * one; any other path is a file. */
export function resolveInput(given: string): InputPath {
  if (archiveKindByName(given)) return { kind: 'archive', path: given };
  for (let i = given.indexOf('!'); i >= 0; i = given.indexOf('!', i + 1)) {
    const archive = given.slice(0, i);
    if (archiveKindByName(archive)) return { kind: 'entry', archive, inner: given.slice(i + 1) };
  }
  return { kind: 'file', path: given };
}

/** The path on disk: the file, or the archive an entry is read from. */
export function diskPath(input: InputPath): string {
  return input.kind === 'entry' ? input.archive : input.path;
}

/** The path as it was given. */
export function givenName(input: InputPath): string {
  return input.kind === 'entry' ? `${input.archive}!${input.inner}` : input.path;
}

/** The name a format is detected by: an entry's path inside its archive, else the path. */
export function detectionName(input: InputPath): string {
  return input.kind === 'entry' ? input.inner : input.path;
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
    return new ArchiveReader(await openFolder(file, limits), limits);
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
export async function readInput(input: InputPath, within?: string): Promise<Input> {
  if (input.kind !== 'entry') return { bytes: await readFile(input.path), siblings: siblingsOf(input.path, within) };
  const reader = await openArchiveOrFail(input.archive);
  const entry = reader.find(input.inner);
  if (!entry) throw new FileError(msg`${input.archive} has no entry ${input.inner}`);
  const bytes = await reader.read(entry);
  if (!(bytes instanceof Uint8Array)) throw new FileError(msg`cannot read ${givenName(input)}: ${bytes}`);
  return { bytes, siblings: archiveSiblings(reader, entry.path) };
}
