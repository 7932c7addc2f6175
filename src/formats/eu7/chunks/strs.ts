// STRS: the shared string table (read as in ../common/strs). Chunks after it resolve their ids in it, even in the
// part that was read when an entry does not fit.
import { StructBuilder } from '../../../core/builder';
import { strsRead, indexStrs } from '../common/strs';
import { Eu7Context } from '../context';
import { count } from '../fields';
import type { ChunkRead } from './index';

export function readStrs(s: StructBuilder, ctx: Eu7Context): ChunkRead {
  const n = count(s, ctx, 'count', 4);
  const table = indexStrs(s, n);
  ctx.strings = table;
  ctx.stringsSeen = true;
  return strsRead(s, table, n);
}
