// Files in and out of 7-Zip's in-memory file system (Emscripten's MEMFS) without copies: the archive is handed over
// as it is, and an unpacked entry is taken as the file's own buffer. MEMFS grows a file past 1 MiB by an eighth each
// time 7-Zip's next write overruns it, copying the file whole each time (about eight times the file's size copied in
// all); an entry whose declared size is known grows towards that size instead.
import type { SevenZipModule } from '7z-wasm';

/**
 * What MEMFS keeps of a regular file: a buffer at least as long as the file (an Int8Array where the first write
 * sliced it from the module's memory), and the bytes used of it.
 */
interface MemFile {
  contents: Uint8Array | Int8Array | null;
  usedBytes: number;
}

interface MemFs {
  expandFileStorage(node: MemFile, capacity: number): void;
}

/** Past what is written so far, a file grows at most this many times over towards its declared size at once. */
const AHEAD = 8;

/**
 * Makes the files named in the returned map grow towards the size given there, at most AHEAD times what is written
 * (so a size declared too large costs no more than that). Other files grow as before.
 */
export function growToDeclaredSizes(module: SevenZipModule): Map<string, number> {
  const declared = new Map<string, number>();
  const memfs = (module.FS as unknown as { filesystems: { MEMFS: MemFs } }).filesystems.MEMFS;
  const expand = memfs.expandFileStorage.bind(memfs);
  memfs.expandFileStorage = (node, capacity) => {
    const size = declared.get(module.FS.getPath(node as never));
    // Past its declared size (7-Zip writes no more than that), a file grows as MEMFS grows it, an eighth at a time.
    if (size === undefined || capacity > size) return expand(node, capacity);
    // Sized here, not by MEMFS, which would still add its eighth on top of a size that fits exactly.
    const old = node.contents;
    if (old && old.length >= capacity) return;
    node.contents = new Uint8Array(Math.min(size, AHEAD * capacity));
    // As bytes: between an Int8Array and a Uint8Array, set() converts each element instead of copying memory.
    if (old && node.usedBytes > 0) node.contents.set(new Uint8Array(old.buffer, old.byteOffset, node.usedBytes));
  };
  return declared;
}

/** Writes `bytes` as the file at `path`, which keeps them rather than a copy (7-Zip only reads an archive). */
export function putFile(module: SevenZipModule, path: string, bytes: Uint8Array): void {
  const writeFile = module.FS.writeFile as (p: string, data: Uint8Array, opts: { canOwn: boolean }) => void;
  writeFile(path, bytes, { canOwn: true });
}

/**
 * The bytes of the regular file at `path` (its own buffer where it is no longer than the file; a copy of what a link
 * there leads to), or undefined.
 */
export function takeFile(module: SevenZipModule, path: string): Uint8Array | undefined {
  let node;
  try {
    node = module.FS.lookupPath(path).node;
    if (module.FS.isLink(node.mode))
      return module.FS.isFile(module.FS.stat(path).mode) ? module.FS.readFile(path) : undefined;
  } catch {
    return undefined;
  }
  if (!module.FS.isFile(node.mode)) return undefined;
  const { contents, usedBytes } = node as unknown as MemFile;
  if (!contents) return new Uint8Array(0);
  const bytes = new Uint8Array(contents.buffer, contents.byteOffset, usedBytes);
  return contents.length === usedBytes ? bytes : bytes.slice();
}
