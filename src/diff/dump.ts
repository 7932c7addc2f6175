// A decoded file as stable text for `git diff` (textconv): one `field.path = value` line per leaf, records named by
// their key where they have one, bulk arrays and byte runs as their size and a content hash. File offsets are left
// out on purpose (and shadow nodes, second views of bytes already listed): an insertion would shift every later offset and turn the whole rest of the dump into changes.
import { SpanNode } from '../core/node';
import { PathNamer, bulkOf, leafText } from './nodes';

/** Byte runs up to this long are printed as hex; longer ones as a hash. */
const INLINE_BYTES = 64;

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
    const names = new PathNamer(path);
    for (let i = 0; i < n.childCount; i++) {
      const c = n.child(i);
      if (!c.shadow) visit(c, names.name(c)); // a shadow is a second view of bytes listed elsewhere
    }
  };
  visit(root, root.childCount === 0 ? root.name : '');
}
