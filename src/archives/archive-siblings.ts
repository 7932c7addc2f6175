// The files an inner map names, looked up in its archive as the engine does (SMFGroundTextures LoadTiles): in
// the map's folder first, then at the name as given, each without regard to case; a name mapinfo.lua puts in
// place of a stored one (smf.smtFileName0, …) is looked up instead of it. A tile file not found is an error, since a
// published archive cannot gain it later.
import { SiblingFiles } from '../core/format';
import { quote } from '../core/text';
import { msg } from '../core/translatable';
import { ArchiveReader } from './reader';
import { archiveRules } from './rules';
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
    missing(stored) {
      const name = renames?.get(stored.toLowerCase()) ?? stored;
      const candidates = [...new Set(siblingCandidates(mapPath, name))];
      const found = candidates.map((p) => reader.find(p)).find((e) => e !== undefined);
      const unread = found && reader.unread.get(found);
      if (found && unread) {
        const rule = unread.rule === 'budget' ? archiveRules.budgetExceeded : archiveRules.entryUnreadable;
        return {
          rule,
          text: msg`tile file ${quote(found.path)} is in the archive but was not read: ${unread.message}`,
        };
      }
      const [first, second] = candidates.map((p) => quote(p));
      const tried = second ? msg`${first} and ${second}` : first;
      const text =
        name === stored
          ? msg`tile file ${quote(name)} is not in the archive (looked for ${tried})`
          : msg`tile file ${quote(name)} (in place of ${quote(stored)}) is not in the archive (looked for ${tried})`;
      return { rule: archiveRules.tileFileMissing, text };
    },
    async atRoot(path) {
      const e = reader.find(path);
      const bytes = e && (await reader.read(e));
      return bytes instanceof Uint8Array ? bytes : undefined;
    },
    async list() {
      return reader.entries
        .filter((e) => directoryOf(e.path).toLowerCase() === folder)
        .map((e) => e.path.slice(folder.length));
    },
  };
}
