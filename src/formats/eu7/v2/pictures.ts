// An EU7v2 scenery from above: the EU7 plan over the same record chunks (tracks, wires, power sources; vectors
// as f64), and the INST chunk's model instances as points from their position fields (f64 x, y, z after u8 flags
// and u32 proto), read in a pass over the records' offsets for every view the plan draws.
import type { PictureHooks } from '../../../core/format';
import { Eu7v2Index, Eu7v2Model, RecordIndex } from './model';
import { indexInWindows, walkInWindows } from '../common/record-windows';
import { ModelPoints } from '../pack/model-points';
import { VectorLayout, eu7Scenery } from '../common/scenery-plan';
import { Picture } from '../../../core/pictures/picture';
import { SpanNode } from '../../../core/node';
import { msg } from '../../../core/translatable';

/** dvec3 p_start, f64 roll_start, dvec3 cp_out, dvec3 cp_in, dvec3 p_end. */
const V2_VECTORS: VectorLayout = { type: 'dvec3', size: 8, path: [0, 32, 56, 80] };
/** INST: u8 flags, u32 proto, then f64 x, y, z. */
const INST_POSITION = 5;

export const eu7v2PictureHooks: PictureHooks<Eu7v2Model, Eu7v2Index> = {
  list: ({ root, index }, bytes) => eu7v2Pictures(root, index, bytes),
};

function eu7v2Pictures(root: SpanNode, index: Eu7v2Index | undefined, bytes: Uint8Array): Picture[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inst = index?.records.find((r) => r.id === 'INST');
  const models = inst && instPoints(inst, view);
  const plan = eu7Scenery(root, bytes, models, V2_VECTORS);
  return plan ? [plan] : [];
}

/** Points of the INST records (from `view`, or from the file a window at a time when `view` leaves them out). */
function instPoints(inst: RecordIndex, view: DataView): ModelPoints | undefined {
  const { start, count, end, inFile } = inst;
  const index = (v: DataView, at: number, n: number, until: number) => inst.reader.index(v, at, n, until);
  const offsets = inFile ? indexInWindows(inFile, index, start, count, end) : index(view, start, count, end);
  const n = offsets.length - 1;
  if (n <= 0) return undefined;
  const xAt = (v: DataView, at: number) => v.getFloat64(at + INST_POSITION, true);
  const zAt = (v: DataView, at: number) => v.getFloat64(at + INST_POSITION + 16, true);
  const positionAt = (v: DataView, at: number): [number, number] => [xAt(v, at), zAt(v, at)];
  const each: ModelPoints['each'] = (visit) => {
    // Read in place: no pair made for each of millions of records.
    const visitAt = (v: DataView, at: number, i: number) => visit(xAt(v, at), zAt(v, at), 1, i);
    if (!inFile) {
      for (let i = 0; i < n; i++) visitAt(view, offsets[i], i);
      return;
    }
    let i = 0;
    walkInWindows(inFile.source, start, n, offsets[n], (bytes, base, most) => {
      // The records whole in this window.
      const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
      const from = i;
      for (; i < from + most && offsets[i + 1] - base <= bytes.length; i++) visitAt(v, offsets[i] - base, i);
      return { fit: i - from, pos: offsets[i] - base };
    });
  };
  const location = (i: number): [number, number] => {
    if (!inFile) return positionAt(view, offsets[i]);
    const b = inFile.source.read(offsets[i], INST_POSITION + 24);
    return positionAt(new DataView(b.buffer, b.byteOffset, b.byteLength), 0);
  };
  const starts = offsets.subarray(0, n);
  const ends = offsets.subarray(1);
  const at = (i: number) => location(i).map((v) => Math.round(v * 100) / 100);
  return {
    count: n,
    each,
    location,
    start: offsets[0],
    end: offsets[n],
    item: (i) => ({
      offset: starts[i],
      length: ends[i] - starts[i],
      path: `INST.records[${i}]`,
      value: msg`instance at x ${at(i)[0]}, z ${at(i)[1]} m`,
    }),
    recordOf(offset) {
      if (offset < offsets[0] || offset >= offsets[n]) return -1;
      let [lo, hi] = [0, n - 1];
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (offsets[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}
