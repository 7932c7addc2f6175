// Which kind of archive a path is, by its name as the engine decides (ArchiveLoader: by extension) or, for other
// names, by the first bytes; and opening it.
import { Archive, ArchiveKind } from './archive';
import { openFolder } from './folder';
import { ArchiveLimits, defaultLimits } from './limits';
import { openSevenZip } from './seven-zip';
import { openZip } from './zip';

const SEVEN_ZIP_MAGIC = [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c];

/** Glob patterns of archive files (folders named *.sdd are archives too). */
export const archivePatterns = ['*.sd7', '*.sdz'];

export function archiveKindByName(name: string): ArchiveKind | undefined {
  const m = /\.(sd7|sdz|sdd)$/i.exec(name.replace(/[\\/]+$/, ''));
  return m ? (m[1].toLowerCase() as ArchiveKind) : undefined;
}

export function archiveKindByBytes(bytes: Uint8Array): ArchiveKind | undefined {
  if (SEVEN_ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'sd7';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[3] === bytes[2] + 1)
    return 'sdz';
  return undefined;
}

/** An archive file's bytes opened as `kind`. Throws ArchiveError when they cannot be read as one. */
export function openArchiveBytes(
  kind: Exclude<ArchiveKind, 'sdd'>,
  bytes: Uint8Array,
  limits: ArchiveLimits = defaultLimits,
): Promise<Archive> {
  return kind === 'sd7' ? openSevenZip(bytes, limits) : openZip(bytes, limits);
}

export function openArchiveFolder(dir: string, limits: ArchiveLimits = defaultLimits): Promise<Archive> {
  return openFolder(dir, limits);
}
