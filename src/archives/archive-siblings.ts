// The files an inner map names, looked up in its archive as the engine does (SMFGroundTextures LoadTiles): in
// the map's folder first, then at the name as given, each without regard to case; a name mapinfo.lua puts in
// place of a stored one (smf.smtFileName0, …) is looked up instead of it.
import { SiblingFiles } from '../core/format';
import { ArchiveReader } from './reader';
import { directoryOf, normalisePath } from './vfs-path';

/** The archive paths the engine tries for a name stored in the map at `mapPath`. */
export function siblingCandidates(mapPath: string, name: string): string[] {
  const n = normalisePath(name);
  return [directoryOf(mapPath) + n, n];
}

/** Stored names (lower-cased) and the names read in their place. */
export type TileFileRenames = ReadonlyMap<string, string>;

export function archiveSiblings(reader: ArchiveReader, mapPath: string, renames?: TileFileRenames): SiblingFiles {
  const folder = directoryOf(mapPath).toLowerCase();
  return {
    async read(name) {
      for (const p of siblingCandidates(mapPath, renames?.get(name.toLowerCase()) ?? name)) {
        const e = reader.find(p);
        if (!e) continue;
        const bytes = await reader.read(e);
        return bytes instanceof Uint8Array ? bytes : undefined;
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
