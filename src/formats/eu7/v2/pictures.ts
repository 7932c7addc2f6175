// An EU7v2 scenery from above: the EU7 plan over the same record chunks (tracks, wires, power sources; vectors
// as f64), and the INST chunk's model instances as points from their position fields (f64 x, y, z after u8 flags
// and u32 proto), read in one pass over the records' offsets.
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
  const xz = new Float32Array(2 * n);
  const positions = (v: DataView, base: number, from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const at = offsets[i] + INST_POSITION - base;
      xz[2 * i] = v.getFloat64(at, true);
      xz[2 * i + 1] = v.getFloat64(at + 16, true);
    }
  };
  if (!inFile) positions(view, 0, 0, n);
  else {
    let i = 0;
    walkInWindows(inFile.source, start, n, offsets[n], (bytes, base, most) => {
      // The records whole in this window.
      let to = i;
      while (to < i + most && offsets[to + 1] - base <= bytes.length) to++;
      positions(new DataView(bytes.buffer, 0, bytes.length), base, i, to);
      const r = { fit: to - i, pos: offsets[to] - base };
      i = to;
      return r;
    });
  }
  const starts = offsets.subarray(0, n);
  const ends = offsets.subarray(1);
  const at = (i: number, k: number) => Math.round(xz[2 * i + k] * 100) / 100;
  return {
    count: n,
    xz,
    kinds: new Uint8Array(n).fill(1),
    start: offsets[0],
    end: offsets[n],
    item: (i) => ({
      offset: starts[i],
      length: ends[i] - starts[i],
      path: `INST.records[${i}]`,
      value: msg`instance at x ${at(i, 0)}, z ${at(i, 1)} m`,
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
