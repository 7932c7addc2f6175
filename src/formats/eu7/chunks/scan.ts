// Walking records with plain DataView reads: how a record chunk is indexed when the tree shows it (sizes only) and
// checked in validation (string ids and enums too), in one tight pass without a node or object per record. Each
// record kind describes its layout once as a list of steps (`layout`, in the order its tree reader `read` reads the
// fields); ONE walker runs them all. That is for V8: a single walker is optimised once, while the first kind runs,
// and stays optimised for every other kind; a function per kind would each start cold in the interpreter, and the
// loop calling them would be deoptimised at every new kind.
import { EnumTable, NodeFlag } from '../enums';
import type { Text } from '../../../core/translatable';
import { slimNodeSize } from '../fields';
import { NO_STRING } from '../common/string-table';

/** Thrown when a record does not fit (runs past the end, or a count the reader refuses). */
export const DOES_NOT_FIT = Symbol('record does not fit');

/** What validation reports about single fields (only called for bad values). */
export interface FieldProblems {
  stringId(at: number, name: string): void;
  enumValue(at: number, name: string, what: Text): void;
}

const enum Op {
  skip,
  sid,
  enumU8,
  flag,
  whenLast,
  counted,
  repeat,
  slimNode,
}

/**
 * One step of a record layout. One class with the same fields for every step, so the walker reads them monomorphically.
 */
export class Step {
  constructor(
    readonly op: Op,
    /** skip: bytes; counted, repeat: least bytes per item; whenLast: the enum value. */
    readonly size = 0,
    /** counted, repeat: the largest count the reader accepts. */
    readonly limit = Infinity,
    readonly name = '',
    table: EnumTable = {},
    /** enumU8: what the value is, for the message. */
    readonly what?: Text,
    /** flag, whenLast, repeat: the steps that follow conditionally or per item. */
    readonly body: readonly Step[] = [],
  ) {
    for (const v of Object.keys(table)) this.listed[Number(v)] = 1;
  }

  /** enumU8: listed[v] = 1 for the values the table lists (a typed array: the tables are objects of many shapes). */
  readonly listed = new Uint8Array(256);
}

export type Layout = readonly Step[];

/** `n` bytes not checked. */
export const skip = (n: number): Step => new Step(Op.skip, n);
/** A u32 string id: NO_STRING or an index into the string table. */
export const sid = (name: string): Step => new Step(Op.sid, 0, Infinity, name);
/** A u8 that `table` must list. */
export const enumU8 = (table: EnumTable, name: string, what: Text): Step =>
  new Step(Op.enumU8, 0, Infinity, name, table, what);
/** A u8 flag (any non-zero value is set), then `body` when it is set. */
export const flag = (...body: Step[]): Step => new Step(Op.flag, 0, Infinity, '', {}, undefined, body);
/** `body` when the last enumU8 read was `value`. */
export const whenLast = (value: number, ...body: Step[]): Step =>
  new Step(Op.whenLast, value, Infinity, '', {}, undefined, body);
/** u32 n, then n items of `itemSize` bytes; does not fit when n is above `limit`. */
export const counted = (itemSize: number, limit = Infinity): Step => new Step(Op.counted, itemSize, limit);
/** u32 n (each item at least `itemSize` bytes, n at most `limit`), then n x `body`. */
export const repeat = (itemSize: number, limit: number, ...body: Step[]): Step =>
  new Step(Op.repeat, itemSize, limit, '', {}, undefined, body);
/** SlimNode: the flags byte, then the fields its bits announce (the name is a string id). */
export const slimNode = new Step(Op.slimNode);
/** u32 light_count + f32 states, u32 color_count + u32 colours. */
export const lights: Layout = [counted(4), counted(4)];

export class RecordScan {
  pos = 0;
  end = 0;
  /** The last enumU8 value read (for whenLast). */
  private last = -1;

  constructor(
    readonly view: DataView,
    /** Validation's reporter; absent while indexing. */
    private readonly problems?: FieldProblems,
    /** Size of the string table the ids refer to. */
    private readonly strings = 0,
  ) {}

  /** Walks one record (or a part of one) laid out as `steps` from `pos`; throws DOES_NOT_FIT. */
  run(steps: Layout): void {
    for (let k = 0; k < steps.length; k++) {
      const step = steps[k];
      switch (step.op) {
        case Op.skip:
          this.need(step.size);
          break;
        case Op.sid:
          this.sid(this.need(4), step.name);
          break;
        case Op.enumU8:
          this.enumU8(step);
          break;
        case Op.flag:
          if (this.view.getUint8(this.need(1)) !== 0) this.run(step.body);
          break;
        case Op.whenLast:
          if (this.last === step.size) this.run(step.body);
          break;
        case Op.counted:
          this.need(this.count(step) * step.size);
          break;
        case Op.repeat:
          for (let n = this.count(step); n > 0; n--) this.run(step.body);
          break;
        case Op.slimNode:
          this.slimNode();
          break;
      }
    }
  }

  private need(n: number): number {
    const at = this.pos;
    if (at + n > this.end) throw DOES_NOT_FIT;
    this.pos = at + n;
    return at;
  }

  private sid(at: number, name: string): void {
    if (this.problems) {
      const id = this.view.getUint32(at, true);
      if (id !== NO_STRING && id >= this.strings) this.problems.stringId(at, name);
    }
  }

  private enumU8(step: Step): void {
    const at = this.need(1);
    const v = this.view.getUint8(at);
    if (this.problems && step.listed[v] === 0) this.problems.enumValue(at, step.name, step.what!);
    this.last = v;
  }

  /** A u32 count whose items (at least step.size bytes each) fit in what is left, and at most step.limit. */
  private count(step: Step): number {
    const n = this.view.getUint32(this.need(4), true);
    if (n > step.limit || n * step.size > this.end - this.pos) throw DOES_NOT_FIT;
    return n;
  }

  /** Sized by the same reader as PACK's records; the name is checked once the node is known to fit. */
  private slimNode(): void {
    const at = this.pos;
    const size = slimNodeSize(this.view, at, this.end);
    if (size < 0) throw DOES_NOT_FIT;
    this.pos = at + size;
    if (this.view.getUint8(at) & NodeFlag.name) this.sid(at + 1, 'name');
  }
}

/**
 * Offsets of up to `count` records laid out as `layout` from `at` (count + 1 entries when all fit; fewer when a
 * record does not fit, the last entry being where that record starts).
 */
export function indexRecords(walker: RecordScan, layout: Layout, at: number, count: number, end: number): Uint32Array {
  const offsets = new Uint32Array(count + 1);
  offsets[0] = at;
  walker.pos = at;
  walker.end = end;
  let n = 0;
  try {
    for (; n < count; n++) {
      walker.run(layout);
      offsets[n + 1] = walker.pos;
    }
  } catch (e) {
    if (e !== DOES_NOT_FIT) throw e;
    return offsets.slice(0, n + 1);
  }
  return offsets;
}
