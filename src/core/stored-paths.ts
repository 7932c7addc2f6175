// Paths stored inside a file, found on disk as the game that wrote them would find them. A scenery file may name
// other files by paths from the game's own folders ("scenery\town\child.scm"): folders separated by \ or /,
// every part matched without regard to case (the game runs on Windows). Such a path does not start beside the
// file, so it is looked up from the file's folder and then from each folder above it, nearest first, but never
// above the folder the user gave (the workspace, the folder named on the command line).
/** Folders above the file's own that a stored path is looked up from. */
export const LEVELS_UP = 8;

/** A folder tree walked by name; `F` names a folder (a file system path, a URI). */
export interface FolderWalk<F> {
  /** Names in `folder`; throws (or gives []) when it cannot be listed. */
  entries(folder: F): Promise<string[]>;
  child(folder: F, name: string): F;
  /** The folder above, or undefined at the top. */
  parent(folder: F): F | undefined;
}

/** The parts of a stored path, or undefined for an empty one or one that climbs out (".."). */
export function pathParts(stored: string): string[] | undefined {
  const parts = stored.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
  return parts.length === 0 || parts.includes('..') ? undefined : parts;
}

/**
 * `start` and the folders above it that a stored path is looked up from, nearest first: never above the folder the
 * user gave (`within` says whether a folder is inside it), so a file cannot name /etc/passwd by climbing.
 */
export function lookupFolders<F>(
  walk: FolderWalk<F>,
  start: F,
  levelsUp = LEVELS_UP,
  within: (folder: F) => boolean = () => true,
): F[] {
  const out = [start];
  for (let f = walk.parent(start); f !== undefined && out.length <= levelsUp && within(f); f = walk.parent(f))
    out.push(f);
  return out;
}

/**
 * Where `stored` is below one of `folders` (the first that has it), each part matched without regard to case. Where
 * a folder holds names that differ only in case (possible off Windows), each is tried.
 */
export async function findStored<F>(
  walk: FolderWalk<F>,
  folders: readonly F[],
  stored: string,
): Promise<{ folder: F; entry: string } | undefined> {
  const parts = pathParts(stored)?.map((p) => p.toLowerCase());
  if (!parts) return undefined;
  const below = async (folder: F, k: number): Promise<{ folder: F; entry: string } | undefined> => {
    const entries = await walk.entries(folder).catch(() => [] as string[]);
    for (const entry of entries.filter((e) => e.toLowerCase() === parts[k])) {
      const hit = k === parts.length - 1 ? { folder, entry } : await below(walk.child(folder, entry), k + 1);
      if (hit) return hit;
    }
    return undefined;
  };
  for (const base of folders) {
    const hit = await below(base, 0);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The modification time of a file named by a stored path, looked up from `start` and the folders above it that
 * are `within` the folder the user gave.
 */
export function storedModified<F>(
  walk: FolderWalk<F>,
  start: F,
  mtime: (folder: F, entry: string) => Promise<number>,
  within?: (folder: F) => boolean,
): (stored: string) => Promise<number | undefined> {
  return async (stored) => {
    const hit = await findStored(walk, lookupFolders(walk, start, LEVELS_UP, within), stored);
    return hit && mtime(hit.folder, hit.entry).catch(() => undefined);
  };
}

/**
 * For a file in `folder`: the reader of the files at its map archive's root when `folder` is a map's `maps/` (any
 * case; an `.sdd` folder, an unpacked archive), paths from the folder above it found as stored paths are. Undefined
 * for any other folder, or when that root is not `within` the folder the user gave.
 */
export function mapRootReader<F>(
  walk: FolderWalk<F>,
  folder: F,
  folderName: string,
  read: (folder: F, entry: string) => Promise<Uint8Array>,
  within: (folder: F) => boolean = () => true,
): ((stored: string) => Promise<Uint8Array | undefined>) | undefined {
  const root = folderName.toLowerCase() === 'maps' ? walk.parent(folder) : undefined;
  if (root === undefined || !within(root)) return undefined;
  return async (stored) => {
    const hit = await findStored(walk, [root], stored);
    return hit && read(hit.folder, hit.entry).catch(() => undefined);
  };
}
