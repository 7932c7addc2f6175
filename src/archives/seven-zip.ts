// .sd7 archives through 7-Zip itself, compiled to WebAssembly (the 7z-wasm package): every method and filter
// 7-Zip knows (LZMA, LZMA2, PPMd, BCJ, BCJ2, Deflate, …), solid or not. The archive is handed to 7-Zip's in-memory
// file system once; listing and extraction run 7-Zip's command line on it (seven-zip-files.ts: files in and out).
import SevenZip, { SevenZipModule } from '7z-wasm';
import { Archive, ArchiveEntry, ArchiveError, ArchiveLimitError } from './archive';
import { ArchiveLimits } from './limits';
import { growToDeclaredSizes, putFile, takeFile } from './seven-zip-files';
import { parseListing } from './seven-zip-listing';
import { splitDuplicates } from './vfs-path';
import { msg, verbatim, type Text } from '../core/translatable';

interface Runner {
  module: SevenZipModule;
  out: string[];
  err: string[];
  /** Output lines kept; past them a run's output is dropped and marked as overflowed. */
  maxLines: number;
  overflowed: boolean;
  /** Declared sizes of the entries an extraction is writing, by their path in 7-Zip's file system. */
  declared: Map<string, number>;
}

let runner: Promise<Runner> | undefined;
let serial = 0;
/** Reads 7-Zip's WebAssembly, where the module cannot read it from beside itself (the web build). */
let loadWasm: (() => Promise<ArrayBuffer>) | undefined;

/** Where 7-Zip's module cannot read its file (in a web worker), the entry point says how its bytes are read. */
export function useSevenZipWasm(load: () => Promise<ArrayBuffer>): void {
  loadWasm = load;
}

async function start(): Promise<Runner> {
  const r: Partial<Runner> = { out: [], err: [], maxLines: Infinity, overflowed: false };
  // 7-Zip's output goes through the module's file system, which swallows exceptions: count instead of throwing.
  const push = (lines: string[]) => (s: string) => {
    if (lines.length < r.maxLines!) lines.push(s);
    else r.overflowed = true;
  };
  const wasmBinary = await loadWasm?.();
  // Given its bytes, the module still names its file; `locateFile` keeps it from resolving that against a script
  // address a bundle does not have.
  const given = wasmBinary && { wasmBinary, locateFile: (file: string) => file };
  const module = await SevenZip({ print: push(r.out!), printErr: push(r.err!), ...given });
  return { ...r, module, declared: growToDeclaredSizes(module) } as Runner;
}

/** 7-Zip with fresh output buffers; a run that threw leaves the module in an unknown state, so it is replaced. */
async function run(
  args: string[],
  maxLines = Infinity,
): Promise<{ code: number; out: string[]; err: string[]; overflowed: boolean }> {
  runner ??= start();
  const r = await runner;
  r.out.length = 0;
  r.err.length = 0;
  r.maxLines = maxLines;
  r.overflowed = false;
  try {
    const code = r.module.callMain(args) as unknown as number;
    return { code: code ?? 0, out: [...r.out], err: [...r.err], overflowed: r.overflowed };
  } catch (e) {
    runner = undefined;
    throw e;
  } finally {
    r.maxLines = Infinity;
  }
}

/** 7-Zip's own words for why it failed, without its banner and blank lines. */
function reason(err: readonly string[]): Text {
  const lines = err.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('/'));
  const words = lines.join('; ').replace(/ERROR: \/[^ ]+( : \/[^ ]+)?;?\s*/g, '');
  return words ? verbatim(words) : msg`unreadable`;
}

export async function openSevenZip(bytes: Uint8Array, limits: ArchiveLimits): Promise<Archive> {
  const id = ++serial;
  const file = `/archive-${id}.7z`;
  const { module } = await (runner ??= start());
  putFile(module, file, bytes);
  const close = () => {
    try {
      module.FS.unlink(file);
    } catch {
      // already gone with a replaced module
    }
  };
  let listed;
  try {
    // About ten lines per entry; a directory claiming far more entries is cut off there.
    listed = await run(['l', '-slt', '-sccUTF-8', file], limits.maxEntries * 12 + 100);
  } catch (e) {
    close();
    throw new ArchiveError(msg`7-Zip failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  const listing = parseListing(listed.out);
  if (listed.overflowed || listing.entries.length > limits.maxEntries) {
    close();
    throw new ArchiveLimitError(msg`more than ${limits.maxEntries} entries`);
  }
  if (listed.code !== 0) {
    close();
    throw new ArchiveError(reason(listed.err));
  }
  const { entries, duplicates } = splitDuplicates(listing.entries);
  return {
    kind: 'sd7',
    size: bytes.length,
    entries,
    duplicates,
    read: (wanted) => extract(file, id, wanted, (e) => listing.listedNames.get(e) ?? e.path),
    close,
  };
}

async function extract(
  file: string,
  id: number,
  wanted: readonly ArchiveEntry[],
  listedName: (e: ArchiveEntry) => string,
): Promise<Map<ArchiveEntry, Uint8Array | Text>> {
  const result = new Map<ArchiveEntry, Uint8Array | Text>();
  if (wanted.length === 0) return result;
  const dir = `/out-${id}-${++serial}`;
  const { module, declared } = await runner!;
  // One run for every wanted entry: 7-Zip decodes each block once, up to the last entry it needs from it. The names
  // go in a list file, one a line: thousands of them as arguments overrun 7-Zip's WebAssembly stack. A name that a
  // line cannot hold (a line break in it) is an argument. -spd: names are names, not wildcards; -ssc: the case of a
  // name counts; -scs: the list file's charset.
  const names = wanted.map(listedName);
  const listed = names.filter((n) => !/[\r\n]/.test(n));
  const inline = names.filter((n) => /[\r\n]/.test(n));
  const list = `/list-${id}-${serial}`;
  // An empty list would select every entry: the list is passed only when it names one.
  if (listed.length > 0) module.FS.writeFile(list, listed.join('\n') + '\n');
  const args = ['x', '-y', '-ssc', '-spd', '-sccUTF-8', '-scsUTF-8', `-o${dir}`, file];
  // 7-Zip may write a name with backslashes as folders: then the file is at the normalised path.
  const places = (e: ArchiveEntry) => [listedName(e), e.path].map((p) => `${dir}/${p}`);
  for (const e of wanted) for (const p of places(e)) declared.set(p, e.size);
  let ran;
  try {
    ran = await run([...args, ...(listed.length > 0 ? [`@${list}`] : []), '--', ...inline]);
  } finally {
    removeTree(module, list);
    declared.clear();
  }
  const failed = new Map<string, Text>();
  for (const line of ran.err) {
    // s: a name may hold a carriage return, which . would not match.
    const m = /^ERROR: (.+?) : (.+)$/s.exec(line);
    if (m) failed.set(m[2], verbatim(m[1]));
  }
  for (const e of wanted) {
    const name = listedName(e);
    const why = failed.get(name);
    if (why !== undefined) {
      result.set(e, why);
      continue;
    }
    const bytes = places(e).reduce<Uint8Array | undefined>((found, p) => found ?? takeFile(module, p), undefined);
    result.set(e, bytes ?? (ran.code === 0 ? msg`not extracted` : reason(ran.err)));
  }
  removeTree(module, dir);
  return result;
}

function removeTree(module: SevenZipModule, path: string): void {
  try {
    const stat = module.FS.stat(path);
    if (module.FS.isDir(stat.mode)) {
      for (const name of module.FS.readdir(path))
        if (name !== '.' && name !== '..') removeTree(module, `${path}/${name}`);
      module.FS.rmdir(path);
    } else module.FS.unlink(path);
  } catch {
    // nothing left to remove
  }
}

/** Whether the 7z directory packs several files into one block (`Solid = +` in 7-Zip's listing). */
export function isSolidListing(entries: readonly ArchiveEntry[]): boolean {
  const counts = new Map<number, number>();
  for (const e of entries) if (e.block !== undefined) counts.set(e.block, (counts.get(e.block) ?? 0) + 1);
  return [...counts.values()].some((n) => n > 1);
}
