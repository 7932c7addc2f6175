// Chunks that are a u32 count and that many variable-size records (tracks, wires, models, events...). A module can
// hold hundreds of thousands: decode indexes them into record offsets in one scan and shows them as a lazy array
// whose nodes are built when looked at; validation walks them again to check their fields.
import { StructBuilder } from '../../../core/builder';
import { Cursor, OutOfData } from '../../../core/cursor';
import { IndexedArrayNode } from '../../../core/node';
import { Eu7Context } from '../context';
import { count, guarded } from '../fields';
import { RecordRun } from '../model';
import { StringTable } from '../strings';
import { RecordScan, indexRecords } from './scan';

export interface RecordChunk {
  /** Record type label, e.g. "Track". */
  type: string;
  /** Plural for summaries, e.g. "tracks". */
  noun: string;
  /** Fewest bytes a record can take (bounds the count before anything is allocated). */
  minSize: number;
  /** The record as tree nodes; returns a one-line summary. */
  read(r: StructBuilder, ctx: Eu7Context): string;
  /** The record's layout for the walker: sizes, string ids and enums, in the order `read` reads them. */
  scan(s: RecordScan): void;
}

/** What validation needs to walk a record chunk again: its records and the string table as it stood there. */
export interface RecordChunkIndex {
  chunk: RecordChunk;
  offsets: Uint32Array;
  end: number;
  strings: StringTable;
  stringsSeen: boolean;
}

export function readRecordChunk(s: StructBuilder, ctx: Eu7Context, chunk: RecordChunk, indexes: RecordChunkIndex[]): { summary: string; records: RecordRun } {
  const n = count(s, ctx, 'count', chunk.minSize);
  const end = s.c.end;
  const offsets = indexRecords(new RecordScan(ctx.view), chunk.scan, s.c.pos, n, end);
  const whole = offsets.length - 1;
  const quiet = ctx.quiet();
  s.add(new IndexedArrayNode('records', `${chunk.type}[${n}]`, offsets, (i, at, length) => {
    const r = new StructBuilder(new Cursor(ctx.bytes, at, at + length), `[${i}]`, chunk.type);
    const summary = guarded(quiet, { start: at, end: at + length, what: chunk.type }, () => chunk.read(r, quiet));
    return r.done(summary);
  }, `${whole} ${chunk.noun}`));
  if (whole < n) failedRecord(s, ctx, chunk, whole);
  indexes.push({ chunk, offsets, end, strings: ctx.strings, stringsSeen: ctx.stringsSeen });
  return { summary: `${n} ${chunk.noun}`, records: { count: n, bytes: ctx.bytes.subarray(offsets[0], offsets[whole]) } };
}

/** The record the index stopped at, read field by field so that the reason is reported on its exact bytes. */
function failedRecord(s: StructBuilder, ctx: Eu7Context, chunk: RecordChunk, i: number): never {
  const at = s.c.pos;
  s.struct(`[${i}]`, chunk.type, (r) => chunk.read(r, ctx));
  throw new OutOfData(at, s.c.pos - at + 1, s.c.pos - at);
}
