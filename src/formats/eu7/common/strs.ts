// STRS, the string table both EU7 containers write the same way: `u32 count`, then count x {u32 length, bytes}.
// Entries are indexed, not built: a root scenario holds many thousands of strings, and each node is made only when
// shown. The count is read by the caller, whose rules say what an impossible count is.
import { StructBuilder } from '../../../core/builder';
import { Cursor, OutOfData } from '../../../core/cursor';
import { IndexedArrayNode } from '../../../core/node';
import { quote, utf8 } from '../../../core/text';
import { StringList } from './string-list';
import { StringTable } from './string-table';
import { counted, type Text } from '../../../core/translatable';

/** The `n` entries after the count as a lazy list, up to the first that does not fit (where the cursor stops). */
export function indexStrs(s: StructBuilder, n: number): StringTable {
  const bytes = s.c.bytes;
  const start = s.c.pos;
  const table = StringTable.index(bytes, start, s.c.end, n);
  const offsets = new Uint32Array(table.count + 1);
  offsets.set(table.entryAt.subarray(0, table.count)); // entryAt is sized for every entry the bytes could hold
  offsets[table.count] = table.end(start);
  s.add(
    new IndexedArrayNode('strings', `String[${n}]`, offsets, (i, at, length) => {
      const e = new StructBuilder(new Cursor(bytes, at, at + length), `[${i}]`, 'String');
      const len = e.u32('length');
      e.value('text', `char[${len}]`, (c) => utf8(c.take(len)));
      return e.done(quote(table.text(i)));
    }),
  );
  return table;
}

/** The chunk's summary and model, once the caller has taken the table; an entry that does not fit throws. */
export function strsRead(
  s: StructBuilder,
  table: StringTable,
  n: number,
): { summary: Text; body: { kind: 'strings'; strings: StringList } } {
  if (table.count < n) {
    const at = s.c.pos;
    throw new OutOfData(at, at + 4 <= s.c.end ? 4 + s.c.view.getUint32(at, true) : 4, s.c.end - at);
  }
  return { summary: counted(n, 'string'), body: { kind: 'strings', strings: new StringList(table) } };
}
