// Which kind of archive a path is, by its name as the engine decides (ArchiveLoader: by extension), and opening it.
import { Archive, ArchiveKind } from './archive';
import { ArchiveLimits, defaultLimits } from './limits';
import { openSevenZip } from './seven-zip';
import { openZip } from './zip';

/** Glob patterns of archive files (folders named *.sdd are archives too). */
export const archivePatterns = ['*.sd7', '*.sdz'];

export function archiveKindByName(name: string): ArchiveKind | undefined {
  const m = /\.(sd7|sdz|sdd)$/i.exec(name.replace(/[\\/]+$/, ''));
  return m ? (m[1].toLowerCase() as ArchiveKind) : undefined;
}

/** An archive file's bytes opened as `kind`. Throws ArchiveError when they cannot be read as one. */
export function openArchiveBytes(
  kind: Exclude<ArchiveKind, 'sdd'>,
  bytes: Uint8Array,
  limits: ArchiveLimits = defaultLimits,
): Promise<Archive> {
  return kind === 'sd7' ? openSevenZip(bytes, limits) : openZip(bytes, limits);
}
