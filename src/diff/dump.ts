// A decoded file as stable text for `git diff` (textconv): one `field.path = value` line per leaf, records named by
// their key where they have one, bulk arrays and byte runs as their size and a content hash. File offsets are left
// out on purpose (and shadow nodes, second views of bytes already listed): an insertion would shift every later
// offset and turn the whole rest of the dump into changes. Unkeyed record arrays that would print more than
// RECORD_BLOCK lines, and picture data of any length (every mip level of a DXT1 minimap, down to its 4 blocks), are
// one count line and one hash line per RECORD_BLOCK records: a change still shows which group it is in, and a map
// stays a few dozen lines.
import { SpanNode } from '../core/node';
import { PathNamer, bulkOf, leafText } from './nodes';

/** Byte runs up to this long are printed as hex; longer ones as a hash. */
const INLINE_BYTES = 64;

/** Unkeyed arrays that would print more lines than this are summarised, hashed this many records at a time. */
export const RECORD_BLOCK = 4096;

export function dumpTree(
  root: SpanNode,
  bytes: Uint8Array,
  hash: (bytes: Uint8Array) => string,
  line: (text: string) => void,
): void {
  const emit = (text: string) => line(text.replace(/\r/g, '\\r').replace(/\n/g, '\\n'));
  const visit = (n: SpanNode, path: string): void => {
    const bulk = bulkOf(n);
    if (bulk) {
      const data = bytes.subarray(n.offset, n.offset + n.length);
      const shown =
        n.kind !== 'array' && n.length <= INLINE_BYTES
          ? Array.from(data, (v) => v.toString(16).padStart(2, '0')).join(' ')
          : `${hash(data)} (${n.length} bytes)`;
      emit(`${path} = ${n.type} ${shown}`.trimEnd());
      return;
    }
    if (n.childCount === 0) {
      emit(`${path} = ${n.kind === 'field' ? leafText(n) : `${n.type} (empty)`}`);
      return;
    }
    if (n.pixels || isLongUnkeyedArray(n)) {
      emit(`${path} = ${n.type} ${n.childCount} records (${n.length} bytes)`);
      for (let first = 0; first < n.childCount; first += RECORD_BLOCK) {
        const last = Math.min(first + RECORD_BLOCK, n.childCount) - 1;
        const start = n.child(first).offset;
        const end = endOf(n.child(last));
        emit(`${path}[${first}..${last}] = ${hash(bytes.subarray(start, end))} (${end - start} bytes)`);
      }
      return;
    }
    const names = new PathNamer(path);
    for (let i = 0; i < n.childCount; i++) {
      const c = n.child(i);
      if (!c.shadow) visit(c, names.name(c)); // a shadow is a second view of bytes listed elsewhere
    }
  };
  visit(root, root.childCount === 0 ? root.name : '');
}

/**
 * Records are keyed or not as a whole, and alike in shape: the first one says which and how many lines each prints
 * (lazy arrays make records only on request).
 */
function isLongUnkeyedArray(n: SpanNode): boolean {
  if (n.kind !== 'array' || n.childCount === 0) return false;
  const first = n.child(0);
  return first.key === undefined && n.childCount * leafLines(first, RECORD_BLOCK) > RECORD_BLOCK;
}

/** The lines a node prints (its leaves), counted up to `cap`. */
function leafLines(n: SpanNode, cap: number): number {
  if (n.childCount === 0 || bulkOf(n)) return 1;
  let lines = 0;
  for (let i = 0; i < n.childCount && lines < cap; i++) lines += leafLines(n.child(i), cap - lines);
  return lines;
}

function endOf(n: SpanNode): number {
  return n.offset + n.length;
}
