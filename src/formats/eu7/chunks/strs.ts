// STRS: the shared string table. `u32 count`, then count x {u32 length, bytes}. Entries are indexed, not built:
// a root scenario holds many thousands of strings, and each node is made only when shown.
import { StructBuilder } from '../../../core/builder';
import { Cursor, OutOfData } from '../../../core/cursor';
import { IndexedArrayNode } from '../../../core/node';
import { quote, utf8 } from '../../../core/text';
import { Eu7Context } from '../context';
import { count } from '../fields';
import { StringTable } from '../strings';
import { StringList } from '../string-list';
import type { ChunkRead } from './index';

export function readStrs(s: StructBuilder, ctx: Eu7Context): ChunkRead {
  const n = count(s, ctx, 'count', 4);
  const start = s.c.pos;
  const table = StringTable.index(ctx.bytes, start, s.c.end, n);
  ctx.strings = table;
  ctx.stringsSeen = true;
  const offsets = new Uint32Array(table.count + 1);
  offsets.set(table.entryAt);
  offsets[table.count] = table.end(start);
  s.add(
    new IndexedArrayNode('strings', `String[${n}]`, offsets, (i, at, length) => {
      const e = new StructBuilder(new Cursor(ctx.bytes, at, at + length), `[${i}]`, 'String');
      const len = e.u32('length');
      e.value('text', `char[${len}]`, (c) => utf8(c.take(len)));
      return e.done(quote(table.text(i)));
    }),
  );
  if (table.count < n) {
    const at = offsets[table.count];
    throw new OutOfData(at, at + 4 <= s.c.end ? 4 + ctx.view.getUint32(at, true) : 4, s.c.end - at);
  }
  return { summary: `${n} strings`, body: { kind: 'strings', strings: new StringList(table) } };
}
