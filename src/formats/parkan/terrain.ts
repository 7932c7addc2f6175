// What an NRes archive holds, by file name first and by its entry types otherwise: a Land.msh, a Land.map, or
// something else (payloads shown opaque).
import type { EntryFields } from './nres/decode';
import { MAP_TYPE } from './map/layout';
import { MshType, mshStreams } from './msh/layout';

export type ArchiveKind = 'msh' | 'map' | 'other';

/** The kind of an archive of these directory entries. */
export function archiveKind(entries: readonly Pick<EntryFields, 'typeId'>[], fileName?: string): ArchiveKind {
  const base = fileName?.split(/[\\/]/).pop()?.toLowerCase();
  if (base === 'land.msh') return 'msh';
  if (base === 'land.map') return 'map';
  const types = entries.map((e) => e.typeId);
  if (types.length === 1 && types[0] === MAP_TYPE) return 'map';
  if (types.includes(MshType.faces) && types.includes(MshType.vertices) && types.every((t) => mshStreams.has(t)))
    return 'msh';
  return 'other';
}
