// Files named from inside another file (an SMF's tile files, say) are looked up beside it. Stored names carry
// folders ("maps/foo.smt") and any case; only the last part counts, matched without regard to case, so a name
// from a file can never reach outside the folder it sits in.
import type { SiblingFiles } from './format';

/** The entry of `folderEntries` that a stored `name` refers to, or undefined. */
export function findSibling(folderEntries: readonly string[], name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  if (base === '' || base === '.' || base === '..') return undefined;
  return folderEntries.find((entry) => entry.toLowerCase() === base);
}

/** A folder as the place a file sits in: the names in it, and the bytes of one of them. */
export interface Folder {
  entries(): Promise<string[]>;
  read(entry: string): Promise<Uint8Array>;
}

/**
 * The files beside a file, in `folder`: the one place stored names are resolved, so the CLI, Validate Workspace and
 * the editor see the same siblings, and so report the same problems with the same fixes. A folder that cannot be
 * listed or a file that cannot be read counts as absent. `modified` gives file times where the host knows them
 * (built with storedModified, so both hosts look in the same folders).
 */
export function siblingFiles(
  folder: Folder,
  modified?: SiblingFiles['modified'],
  atRoot?: SiblingFiles['atRoot'],
): SiblingFiles {
  return {
    modified,
    atRoot,
    async read(name) {
      try {
        const hit = findSibling(await folder.entries(), name);
        return hit === undefined ? undefined : await folder.read(hit);
      } catch {
        return undefined;
      }
    },
    list: () => folder.entries().catch(() => []),
  };
}
