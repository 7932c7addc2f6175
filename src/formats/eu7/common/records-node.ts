// The records of a record chunk (EU7B and EU7v2 alike: a count, then records one after another), indexed on first
// look: record i is built from its offset when shown. A record that does not fit ends the list as a partial node read
// field by field, and the bytes after the last record follow as opaque.
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { Reading, SpanNode, opaque } from '../../../core/node';
import { tolerate } from '../../../core/tolerate';
import { ChunkContext } from './context';
import { heldRange } from '../../../core/held-range';
import { RecordsInFile, RowWindow, indexInWindows } from './record-windows';
import { msg, verbatim, type Text } from '../../../core/translatable';

/** How one kind of record is read and indexed. */
export interface RecordReader<C extends ChunkContext> {
  type: string;
  /** The record count with its noun, e.g. "3 tracks". */
  noun: (n: number) => Text;
  /** The record as tree nodes; returns a one-line summary. */
  read(r: StructBuilder, ctx: C): Reading;
  /** Offsets of up to `count` records from `start` (count + 1 when all fit, else up to the one that does not). */
  index(view: DataView, start: number, count: number, end: number): Uint32Array;
  /** The record's key, by which diff matches records (none: they are matched by position). */
  key?(record: SpanNode): string | undefined;
}

/** Record `i` at `at` read field by field up to where it fails (for the tree, and for reporting why). */
export function failedRecord<C extends ChunkContext>(
  ctx: C,
  reader: Pick<RecordReader<C>, 'type' | 'read'>,
  i: number,
  at: number,
  end: number,
): SpanNode {
  const r = new StructBuilder(new Cursor(ctx.bytes, at, end), `[${i}]`, reader.type);
  tolerate(ctx.diags, { start: at, end, what: msg`${reader.type} ${i}` }, () => reader.read(r, ctx));
  return r.done(undefined, true);
}

export class RecordsNode<C extends ChunkContext> implements SpanNode {
  readonly name = 'records';
  readonly kind = 'array' as const;
  readonly type: string;
  readonly length: number;
  shadow?: boolean;
  partial?: boolean;
  private offsets?: Uint32Array;
  private readonly extra: SpanNode[] = [];

  /** Rows read from the file, when the decoded bytes leave the records out. */
  private readonly rows?: RowWindow;

  constructor(
    private readonly ctx: C,
    private readonly reader: RecordReader<C>,
    readonly offset: number,
    private readonly count: number,
    private readonly end: number,
    /** Where the records are read from when the decoded bytes leave them out, and `ctx` reading other bytes. */
    private readonly inFile?: RecordsInFile & { over(bytes: Uint8Array): C },
  ) {
    this.type = `${reader.type}[${count}]`;
    this.length = end - offset;
    if (inFile) this.rows = new RowWindow(inFile.source, end);
  }

  get display(): Text {
    return this.reader.noun(this.count);
  }

  get childCount(): number {
    return this.index().length - 1 + this.extra.length;
  }

  child(i: number): SpanNode {
    const offsets = this.index();
    const whole = offsets.length - 1;
    if (i >= whole) return this.extra[i - whole];
    const at = offsets[i];
    const end = offsets[i + 1];
    const ctx = this.rows ? this.inFile!.over(this.rows.at(at, end)) : this.ctx;
    const r = new StructBuilder(new Cursor(ctx.bytes, at, end), `[${i}]`, this.reader.type);
    const summary = tolerate(ctx.diags, { start: at, end, what: verbatim(this.reader.type) }, () =>
      this.reader.read(r, ctx),
    );
    const record = r.done(summary || undefined);
    if (this.reader.key) record.key = this.reader.key(record);
    return record;
  }

  private index(): Uint32Array {
    if (this.offsets) return this.offsets;
    const inFile = this.inFile;
    const offsets = inFile
      ? indexInWindows(inFile, (...a) => this.reader.index(...a), this.offset, this.count, this.end)
      : this.reader.index(this.ctx.view, this.offset, this.count, this.end);
    const whole = offsets.length - 1;
    let at = offsets[whole];
    if (whole < this.count) {
      const ctx = inFile ? inFile.over(heldRange(inFile.source, at, this.end)) : this.ctx;
      const failed = failedRecord(ctx, this.reader, whole, at, this.end);
      this.extra.push(failed);
      at += failed.length;
      this.partial = true;
    }
    if (at < this.end) this.extra.push(opaque(whole < this.count ? 'undecoded' : 'unread', at, this.end - at));
    return (this.offsets = offsets);
  }
}
