// The INST chunk's model instances as points of the EU7v2 plan, from their position fields (f64 x, y, z after u8
// flags and u32 proto), read from the bytes again in a pass over the records for every view the plan draws. A root
// scenery holds millions of records back to back, so only every 64th record's start is kept (common/checkpoints.ts):
// a record asked for is found by walking from the checkpoint before it.
import { CHECKPOINT, checkpointAtMost, checkpointsFor, keepCheckpoint } from '../../../core/checkpoints';
import { walkInWindows } from '../common/record-windows';
import type { ModelPoints } from '../pack/model-points';
import { INST_BASE, instRecordSize } from './inst';
import type { RecordIndex } from './model';
import { msg } from '../../../core/translatable';

/** INST: u8 flags, u32 proto, then f64 x, y, z. */
const INST_POSITION = 5;

const xAt = (v: DataView, at: number) => v.getFloat64(at + INST_POSITION, true);
const zAt = (v: DataView, at: number) => v.getFloat64(at + INST_POSITION + 16, true);

/** A walk's visit: the record at `at` in `view`, which starts at `fileAt` in the file. */
type Visit = (view: DataView, at: number, fileAt: number) => void;

/** Points of the INST records (from `view`, or from the file a window at a time when `view` leaves them out). */
export function instPoints(inst: RecordIndex, view: DataView): ModelPoints | undefined {
  const { start, inFile } = inst;
  /** Walks up to `count` records from the first, before `until`: how many fit and where the walk stopped. */
  const walk = (count: number, until: number, visit: Visit) => {
    if (!inFile) return walkInst(view, start, count, until, (at) => visit(view, at, at));
    return walkInWindows(inFile.source, start, count, until, (bytes, base, left) => {
      const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
      return walkInst(v, 0, left, bytes.length, (at) => visit(v, at, base + at));
    });
  };
  // No more records than the bytes could hold (hostile counts): no room kept for more, and none walked past them.
  const most = Math.max(0, Math.min(inst.count, Math.floor((inst.end - start) / INST_BASE)));
  const checkpoints = checkpointsFor(most);
  let k = 0;
  const { fit: n, pos: end } = walk(most, inst.end, (_v, _at, fileAt) => keepCheckpoint(checkpoints, k++, fileAt));
  if (n <= 0) return undefined;

  /** The records from checkpoint record `from` up to the next checkpoint (or the end), read when paged. */
  const stretch = (from: number) => {
    const at = checkpoints[from / CHECKPOINT];
    if (!inFile) return { view, base: 0 };
    const to = from + CHECKPOINT < n ? checkpoints[from / CHECKPOINT + 1] : end;
    const b = inFile.source.read(at, to - at);
    return { view: new DataView(b.buffer, b.byteOffset, b.byteLength), base: at };
  };
  /** Record `to`, or the one holding byte `offset` when that comes first, walking from checkpoint record `from`. */
  const find = (from: number, to: number, offset = Infinity) => {
    const { view: v, base } = stretch(from);
    let [i, at] = [from, checkpoints[from / CHECKPOINT] - base];
    for (;;) {
      const next = at + instRecordSize(v.getUint8(at));
      if (i >= to || base + next > offset) return { i, view: v, at, next, base };
      [i, at] = [i + 1, next];
    }
  };
  const record = (i: number) => find(i - (i % CHECKPOINT), i);
  return {
    count: n,
    each(visit) {
      // Read in place: no pair made for each of millions of records.
      let i = 0;
      walk(n, end, (v, at) => visit(xAt(v, at), zAt(v, at), 1, i++));
    },
    location(i) {
      const r = record(i);
      return [xAt(r.view, r.at), zAt(r.view, r.at)];
    },
    start,
    end,
    item(i) {
      const r = record(i);
      const [x, z] = [xAt(r.view, r.at), zAt(r.view, r.at)].map((v) => Math.round(v * 100) / 100);
      return {
        offset: r.base + r.at,
        length: r.next - r.at,
        path: `INST.records[${i}]`,
        value: msg`instance at x ${x}, z ${z} m`,
      };
    },
    recordOf(offset) {
      if (offset < start || offset >= end) return -1;
      return find(checkpointAtMost(checkpoints, 0, n - 1, offset), n - 1, offset).i;
    },
  };
}

/**
 * Walks up to `count` records of `view` from `at` before `end`, as indexInst does, telling `visit` where each one
 * starts: how many fit and where the walk stopped (the end of the last that fits).
 */
function walkInst(
  view: DataView,
  at: number,
  count: number,
  end: number,
  visit: (at: number) => void,
): { fit: number; pos: number } {
  for (let i = 0; i < count; i++) {
    if (at >= end) return { fit: i, pos: at };
    const next = at + instRecordSize(view.getUint8(at));
    if (next > end) return { fit: i, pos: at };
    visit(at);
    at = next;
  }
  return { fit: count, pos: at };
}
