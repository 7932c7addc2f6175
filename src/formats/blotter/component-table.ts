// Random access to component records through the starts of every CHECKPOINT-th record (core/checkpoints.ts): a
// record is found by walking the sizes of the records before it from the checkpoint before it, or from the record
// found last (rows and passes go in file order), and every accessor reads the file's bytes in place (through a
// window of the pages, for a file read in pages). So a million components cost a few pages of checkpoints, not an
// offset each, nor a million objects.
import type { ByteSource } from '../../core/byte-source';
import { CHECKPOINT, checkpointAtMost } from '../../core/checkpoints';
import { Cursor } from '../../core/cursor';
import { SourceWindow, cursorOver } from '../../core/source-window';
import { U32IndexMap, type U32Lookup, type U32Runs } from '../../core/u32-index';
import { componentEnd, type ComponentScan } from './component-scan';
import { COMPONENT, PegKind } from './layout';

/** Bytes the accessors read at a time from a file read in pages: one page, as rows read records here and there. */
const accessorSpan = 1 << 16;

/** The i32 at file offset `at`, read through `w` (whose view the read may replace: it is taken after). */
function i32In(w: SourceWindow, at: number): number {
  const p = w.at(at, 4);
  return w.view.getInt32(p, true);
}

export class ComponentTable {
  private readonly fields: SourceWindow;
  private readonly checkpoints: Uint32Array;
  readonly count: number;
  /** Where the records end. */
  readonly end: number;
  /** Components with parent 0. */
  readonly roots: number;
  private readonly addressRange: Uint32Array;
  /** The addresses in runs, each once, when the scan found them so. */
  private readonly addressRuns: U32Runs | undefined;
  /** Address -> first index: the scan's runs, else a map built on first use. */
  private byAddress: U32Lookup | undefined;
  /** The record `start` found last and where it starts: a walk in file order goes on from there. */
  private lastIndex = 0;
  private lastStart: number;

  /** The records `scan` read. */
  constructor(
    /** Where the records are read: the file in memory, or its pages. */
    readonly source: ByteSource,
    scan: ComponentScan,
  ) {
    ({ checkpoints: this.checkpoints, count: this.count, end: this.end, roots: this.roots } = scan);
    this.addressRange = scan.addressRange;
    this.byAddress = this.addressRuns = scan.addressRuns;
    this.fields = new SourceWindow(source, accessorSpan);
    this.lastStart = this.count > 0 ? this.checkpoints[0] : this.end;
  }

  /** A reader of records in file order, for a pass over all of them (its own window, so passes do not interleave). */
  pass(): SourceWindow {
    return new SourceWindow(this.source);
  }

  /**
   * Each record's index and start, from the last record to the first, with the window of the pass (holding the
   * record): the starts of one checkpoint's records are found at a time, and its records read backwards.
   */
  backwards(visit: (i: number, at: number, w: SourceWindow) => void): void {
    const w = this.pass();
    const starts = new Uint32Array(CHECKPOINT);
    for (let first = Math.floor((this.count - 1) / CHECKPOINT) * CHECKPOINT; first >= 0; first -= CHECKPOINT) {
      const n = Math.min(CHECKPOINT, this.count - first);
      // The stretch of these records, asked for whole: a window moving backwards then keeps the records before it.
      starts[0] = this.checkpoints[first / CHECKPOINT];
      w.at(starts[0], (first + n < this.count ? this.checkpoints[first / CHECKPOINT + 1] : this.end) - starts[0]);
      for (let k = 1; k < n; k++) starts[k] = componentEnd(w, starts[k - 1]);
      for (let k = n - 1; k >= 0; k--) visit(first + k, starts[k], w);
    }
  }

  /** A cursor over record `i` alone (a copy when the file is read in pages), for a tree row that keeps it. */
  cursor(i: number): Cursor {
    return cursorOver(this.source, this.start(i), this.length(i));
  }

  /** The i32 at `at` (a field of a record: peg state ids, custom data). */
  i32(at: number): number {
    return i32In(this.fields, at);
  }

  u32(at: number): number {
    const w = this.fields;
    const p = w.at(at, 4);
    return w.view.getUint32(p, true);
  }

  f32(at: number): number {
    const w = this.fields;
    const p = w.at(at, 4);
    return w.view.getFloat32(p, true);
  }

  u8(at: number): number {
    const w = this.fields;
    return w.bytes[w.at(at, 1)];
  }

  u16(at: number): number {
    const w = this.fields;
    const p = w.at(at, 2);
    return w.view.getUint16(p, true);
  }

  /** Where record `i` starts (`end` for i = count). */
  start(i: number): number {
    if (i >= this.count) return this.end;
    const near = i >= this.lastIndex && i - this.lastIndex < CHECKPOINT;
    let k = near ? this.lastIndex : i - (i % CHECKPOINT);
    let at = near ? this.lastStart : this.checkpoints[k / CHECKPOINT];
    for (; k < i; k++) at = componentEnd(this.fields, at);
    this.lastIndex = i;
    this.lastStart = at;
    return at;
  }
  length(i: number): number {
    const at = this.start(i);
    return componentEnd(this.fields, at) - at;
  }

  /** Index of the record that holds byte `offset`, or -1. */
  indexAt(offset: number): number {
    if (this.count === 0 || offset < this.checkpoints[0] || offset >= this.end) return -1;
    let i = checkpointAtMost(this.checkpoints, 0, this.count - 1, offset);
    let next = componentEnd(this.fields, this.checkpoints[i / CHECKPOINT]);
    // Never past the last record, whatever the bytes now say.
    for (; next <= offset && i + 1 < this.count; i++) next = componentEnd(this.fields, next);
    return i;
  }

  address(i: number): number {
    return this.u32(this.start(i) + COMPONENT.address);
  }
  parent(i: number): number {
    return this.u32(this.start(i) + COMPONENT.parent);
  }
  numericId(i: number): number {
    return this.u16(this.start(i) + COMPONENT.numericId);
  }
  inputCount(i: number): number {
    return this.i32(this.start(i) + COMPONENT.inputCount);
  }
  inputsAt(i: number): number {
    return this.start(i) + COMPONENT.inputCount + 4;
  }
  outputCountAt(i: number): number {
    return this.inputsAt(i) + 4 * this.inputCount(i);
  }
  outputCount(i: number): number {
    return this.i32(this.outputCountAt(i));
  }
  outputsAt(i: number): number {
    return this.outputCountAt(i) + 4;
  }
  customLengthAt(i: number): number {
    return this.outputsAt(i) + 4 * this.outputCount(i);
  }

  pegCount(i: number, kind: PegKind): number {
    return kind === PegKind.Input ? this.inputCount(i) : kind === PegKind.Output ? this.outputCount(i) : 0;
  }

  /** Offset of the circuit state id of peg `index` of kind `kind`, or -1 when there is no such peg. */
  pegStateAt(i: number, kind: PegKind, index: number): number {
    if (!(index >= 0 && index < this.pegCount(i, kind))) return -1;
    return (kind === PegKind.Input ? this.inputsAt(i) : this.outputsAt(i)) + 4 * index;
  }

  /** Index of the first component with `address`, or -1 (the lookup table is built on first use). */
  find(address: number): number {
    return this.addresses().get(address);
  }

  /**
   * Address -> first index: the runs of addresses the scan found, else a map built in one pass (or handed over by
   * validation, which builds the same map).
   */
  addresses(): U32Lookup {
    if (!this.byAddress) {
      const map = this.emptyAddressMap()!;
      const w = this.pass();
      for (let i = 0, at = this.start(0); i < this.count; i++, at = componentEnd(w, at)) {
        const p = w.at(at + COMPONENT.address, 4);
        map.add(w.view.getUint32(p, true), i);
      }
      this.byAddress = map;
    }
    return this.byAddress;
  }

  /**
   * An empty map sized for these addresses (a direct table when they are packed, as the game hands them out), for
   * a pass to fill as it meets them; undefined when the scan found them in runs, each once (`addresses` has them).
   */
  emptyAddressMap(): U32IndexMap | undefined {
    return this.addressRuns ? undefined : new U32IndexMap(this.count, this.addressRange[0], this.addressRange[1]);
  }

  /** Adopt a complete address -> first index map built elsewhere. */
  useAddressIndex(map: U32IndexMap): void {
    this.byAddress ??= map;
  }
}
