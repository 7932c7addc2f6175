// Bookmarks and notes: named, coloured marks on a node or byte range, kept in a readable JSON file in the workspace
// (`.vscode/hex-atlas-bookmarks.json`, meant to be committed). Each is anchored by field path as well as by offset:
// the path is looked up again after an edit or in another file of the same format, the offset is the fallback.

export const bookmarkColours = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type BookmarkColour = (typeof bookmarkColours)[number];

export interface Bookmark {
  /** Unique within the store. */
  id: string;
  name: string;
  colour: BookmarkColour;
  note: string;
  /** The file, relative to the workspace folder, with forward slashes. */
  file: string;
  /** Field path ("header.mapid"), empty for a plain byte range. */
  path: string;
  offset: number;
  length: number;
}

export interface BookmarkFile {
  /** Schema version of the file. */
  version: 1;
  bookmarks: Bookmark[];
}

/** Where a field path lies in a file now, or undefined when it does not exist there. */
export type Locate = (path: string) => Promise<{ offset: number; length: number } | undefined>;

/** The bookmarks of a JSON text, with one message per entry that was left out and why. */
export function parseBookmarks(text: string): { bookmarks: Bookmark[]; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { bookmarks: [], problems: [`not JSON: ${(e as Error).message}`] };
  }
  const list = (data as { bookmarks?: unknown } | null)?.bookmarks;
  if (!Array.isArray(list)) return { bookmarks: [], problems: ['no "bookmarks" list'] };
  const bookmarks: Bookmark[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  list.forEach((b: unknown, k) => {
    const why = invalid(b);
    if (why) return problems.push(`bookmark ${k + 1}: ${why}`);
    const bm = b as Bookmark;
    const clean: Bookmark = {
      id: ids.has(bm.id) ? `${bm.id}-${k}` : bm.id,
      name: bm.name,
      colour: bm.colour,
      note: bm.note ?? '',
      file: bm.file,
      path: bm.path ?? '',
      offset: bm.offset,
      length: bm.length,
    };
    ids.add(clean.id);
    bookmarks.push(clean);
  });
  return { bookmarks, problems };
}

function invalid(b: unknown): string | undefined {
  if (!b || typeof b !== 'object') return 'not an object';
  const o = b as Record<string, unknown>;
  for (const k of ['id', 'name', 'file'] as const) if (typeof o[k] !== 'string') return `"${k}" is not text`;
  if (o.note !== undefined && typeof o.note !== 'string') return '"note" is not text';
  if (o.path !== undefined && typeof o.path !== 'string') return '"path" is not text';
  if (!bookmarkColours.includes(o.colour as BookmarkColour))
    return `"colour" is not one of ${bookmarkColours.join(', ')}`;
  for (const k of ['offset', 'length'] as const)
    if (!Number.isSafeInteger(o[k]) || (o[k] as number) < 0) return `"${k}" is not a whole number >= 0`;
  return undefined;
}

/** The file's text: stable order (by file, then offset), two-space indent, a final newline — readable diffs. */
export function serializeBookmarks(bookmarks: readonly Bookmark[]): string {
  const sorted = [...bookmarks].sort((a, b) => a.file.localeCompare(b.file) || a.offset - b.offset);
  const file: BookmarkFile = { version: 1, bookmarks: sorted };
  return JSON.stringify(file, null, 2) + '\n';
}

/** Bookmarks grouped by file, files in name order. */
export function byFile(bookmarks: readonly Bookmark[]): Map<string, Bookmark[]> {
  const out = new Map<string, Bookmark[]>();
  for (const b of [...bookmarks].sort((x, y) => x.file.localeCompare(y.file) || x.offset - y.offset)) {
    const list = out.get(b.file) ?? [];
    list.push(b);
    out.set(b.file, list);
  }
  return out;
}

/** A new id not used in `bookmarks`. */
export function newBookmarkId(bookmarks: readonly Bookmark[]): string {
  const used = new Set(bookmarks.map((b) => b.id));
  let n = bookmarks.length + 1;
  while (used.has(`b${n}`)) n++;
  return `b${n}`;
}

/**
 * Move a bookmark to where its field is now (after an edit, or in another file): its path wins; one without a
 * path, or whose path is gone, keeps its offset. `moved` says whether the range changed, `lost` that the path is gone.
 */
export async function reanchor(
  b: Bookmark,
  locate: Locate,
): Promise<{ bookmark: Bookmark; moved: boolean; lost: boolean }> {
  if (!b.path) return { bookmark: b, moved: false, lost: false };
  const at = await locate(b.path);
  if (!at) return { bookmark: b, moved: false, lost: true };
  const moved = at.offset !== b.offset || at.length !== b.length;
  return { bookmark: moved ? { ...b, ...at } : b, moved, lost: false };
}

/**
 * "Apply Bookmarks to…": copies of `source`'s bookmarks for `target` (a file of the same format), re-anchored there
 * by path. Bookmarks whose path is missing in the target are left out and counted.
 */
export async function applyBookmarks(
  all: readonly Bookmark[],
  source: string,
  target: string,
  locate: Locate,
): Promise<{ added: Bookmark[]; missing: number }> {
  const added: Bookmark[] = [];
  let missing = 0;
  const taken = [...all];
  for (const b of all.filter((x) => x.file === source)) {
    const { bookmark, lost } = await reanchor({ ...b, file: target }, locate);
    if (lost || !b.path) {
      missing++;
      continue;
    }
    const copy = { ...bookmark, id: newBookmarkId(taken) };
    taken.push(copy);
    added.push(copy);
  }
  return { added, missing };
}
