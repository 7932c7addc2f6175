// Chunks that are a u32 count and that many variable-size records (tracks, wires, models, events...). A module can
// hold hundreds of thousands, so decode reads only the count: the records are indexed into offsets by one scan
// when the tree shows them (like a PACK section when it is opened), and validation walks them to check every field.
import { StructBuilder } from '../../../core/builder';
import { Reading, SpanNode } from '../../../core/node';
import { RecordReader, RecordsNode } from '../common/records-node';
import { Eu7Context } from '../context';
import { count } from '../fields';
import { RecordRun } from '../model';
import { StringTable } from '../common/string-table';
import { Layout, RecordScan, indexRecords } from './scan';
import type { Text } from '../../../core/translatable';

export interface RecordChunk {
  /** Record type label, e.g. "Track". */
  type: string;
  /** The record count with its noun, e.g. "3 tracks". */
  noun: (n: number) => Text;
  /** Fewest bytes a record can take (bounds the count before anything is allocated). */
  minSize: number;
  /** The record as tree nodes; returns a one-line summary. */
  read(r: StructBuilder, ctx: Eu7Context): Reading;
  /**
   * The record's layout for the walker: sizes, string ids and enums, in the order `read` reads them
   * (test/formats/eu7/record-layouts.test.ts holds the two equal for every kind).
   */
  layout: Layout;
}

/** Where a record chunk's records lie, and the string table as it stood there: what validation walks. */
export interface RecordChunkIndex {
  id: string;
  chunk: RecordChunk;
  start: number;
  count: number;
  end: number;
  strings: StringTable;
  stringsSeen: boolean;
}

export function readRecordChunk(
  s: StructBuilder,
  ctx: Eu7Context,
  id: string,
  chunk: RecordChunk,
  indexes: RecordChunkIndex[],
): { summary: Text; records: RecordRun } {
  const n = count(s, ctx, 'count', chunk.minSize);
  const start = s.c.pos;
  const end = s.c.end;
  s.add(new RecordsNode(ctx.quiet(), recordReader(chunk), start, n, end));
  indexes.push({ id, chunk, start, count: n, end, strings: ctx.strings, stringsSeen: ctx.stringsSeen });
  return { summary: chunk.noun(n), records: { count: n, bytes: ctx.bytes.subarray(start, end) } };
}

/** How the tree reads and indexes a chunk's records. */
function recordReader(chunk: RecordChunk): RecordReader<Eu7Context> {
  return {
    type: chunk.type,
    noun: chunk.noun,
    read: (r, ctx) => chunk.read(r, ctx),
    index: (view, start, n, end) => indexRecords(new RecordScan(view), chunk.layout, start, n, end),
    key: nameKey,
  };
}

/** A record's name string (directly or in its node header) as its key: diff matches named records by it. */
function nameKey(record: SpanNode): string | undefined {
  for (let i = 0; i < record.childCount; i++) {
    const c = record.child(i);
    if (c.name === 'name' && c.key) return c.key;
    for (let j = 0; j < c.childCount && c.kind === 'struct'; j++) {
      const g = c.child(j);
      if (g.name === 'name' && g.key) return g.key;
    }
  }
  return undefined;
}
