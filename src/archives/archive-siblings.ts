// The files an inner map names, looked up in its archive as the engine does (SMFGroundTextures LoadTiles): in
// the map's folder first, then at the name as given, each without regard to case.
import { SiblingFiles } from '../core/format';
import { ArchiveReader } from './reader';
import { directoryOf, normalisePath } from './vfs-path';

/** The archive paths the engine tries for a name stored in the map at `mapPath`. */
export function siblingCandidates(mapPath: string, name: string): string[] {
  const n = normalisePath(name);
  return [directoryOf(mapPath) + n, n];
}

export function archiveSiblings(reader: ArchiveReader, mapPath: string): SiblingFiles {
  const folder = directoryOf(mapPath).toLowerCase();
  return {
    async read(name) {
      for (const p of siblingCandidates(mapPath, name)) {
        const e = reader.find(p);
        if (!e) continue;
        const bytes = await reader.read(e);
        return typeof bytes === 'string' ? undefined : bytes;
      }
      return undefined;
    },
    async list() {
      return reader.entries
        .filter((e) => directoryOf(e.path).toLowerCase() === folder)
        .map((e) => e.path.slice(folder.length));
    },
  };
}
