// Chunks that are a u32 count and that many variable-size records (tracks, wires, models, events...). A module can
// hold hundreds of thousands, so decode reads only the count: the records are indexed into offsets by one scan
// when the tree shows them (like a PACK section when it is opened), and validation walks them to check every field.
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { SpanNode, opaque } from '../../../core/node';
import { tolerate } from '../../../core/tolerate';
import { Eu7Context } from '../context';
import { count } from '../fields';
import { RecordRun } from '../model';
import { StringTable } from '../strings';
import { Layout, RecordScan, indexRecords } from './scan';

export interface RecordChunk {
  /** Record type label, e.g. "Track". */
  type: string;
  /** Plural for summaries, e.g. "tracks". */
  noun: string;
  /** Fewest bytes a record can take (bounds the count before anything is allocated). */
  minSize: number;
  /** The record as tree nodes; returns a one-line summary. */
  read(r: StructBuilder, ctx: Eu7Context): string;
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
): { summary: string; records: RecordRun } {
  const n = count(s, ctx, 'count', chunk.minSize);
  const start = s.c.pos;
  const end = s.c.end;
  s.add(new RecordsNode(ctx.quiet(), chunk, start, n, end));
  indexes.push({ id, chunk, start, count: n, end, strings: ctx.strings, stringsSeen: ctx.stringsSeen });
  return { summary: `${n} ${chunk.noun}`, records: { count: n, bytes: ctx.bytes.subarray(start, end) } };
}

/**
 * The record at `at` read field by field, up to where it fails (for the tree and for reporting why it does not fit).
 */
export function failedRecord(ctx: Eu7Context, chunk: RecordChunk, i: number, at: number, end: number): SpanNode {
  const r = new StructBuilder(new Cursor(ctx.bytes, at, end), `[${i}]`, chunk.type);
  tolerate(ctx.diags, { start: at, end, what: `${chunk.type} ${i}` }, () => chunk.read(r, ctx));
  return r.done(undefined, true);
}

/**
 * The records of a chunk, indexed on first look: record i is built from its offset when shown. A record that does
 * not fit ends the list as a partial node, and the bytes after the last record follow as opaque.
 */
class RecordsNode implements SpanNode {
  readonly name = 'records';
  readonly kind = 'array' as const;
  readonly type: string;
  readonly length: number;
  shadow?: boolean;
  partial?: boolean;
  private offsets?: Uint32Array;
  private extra: SpanNode[] = [];

  constructor(
    private readonly ctx: Eu7Context,
    private readonly chunk: RecordChunk,
    readonly offset: number,
    private readonly count: number,
    private readonly end: number,
  ) {
    this.type = `${chunk.type}[${count}]`;
    this.length = end - offset;
  }

  get display(): string {
    return `${this.count} ${this.chunk.noun}`;
  }

  get childCount(): number {
    return this.index().length - 1 + this.extra.length;
  }

  child(i: number): SpanNode {
    const offsets = this.index();
    const whole = offsets.length - 1;
    if (i >= whole) return this.extra[i - whole];
    const at = offsets[i];
    const len = offsets[i + 1] - at;
    const r = new StructBuilder(new Cursor(this.ctx.bytes, at, at + len), `[${i}]`, this.chunk.type);
    const summary = tolerate(this.ctx.diags, { start: at, end: at + len, what: this.chunk.type }, () =>
      this.chunk.read(r, this.ctx),
    );
    const record = r.done(summary);
    record.key = nameKey(record);
    return record;
  }

  private index(): Uint32Array {
    if (this.offsets) return this.offsets;
    const offsets = indexRecords(new RecordScan(this.ctx.view), this.chunk.layout, this.offset, this.count, this.end);
    const whole = offsets.length - 1;
    let at = offsets[whole];
    if (whole < this.count) {
      const failed = failedRecord(this.ctx, this.chunk, whole, at, this.end);
      this.extra.push(failed);
      at += failed.length;
      this.partial = true;
    }
    if (at < this.end) this.extra.push(opaque(whole < this.count ? 'undecoded' : 'unread', at, this.end - at));
    return (this.offsets = offsets);
  }
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
