// An EU7v2 scenery from above: the EU7 plan over the same record chunks (tracks, wires, power sources; vectors
// as f64), and the INST chunk's model instances as points from their position fields (f64 x, y, z after u8 flags
// and u32 proto), read in one pass over the records' offsets.
import type { PictureHooks } from '../../../core/format';
import { Eu7v2Index, Eu7v2Model } from './model';
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
  const models = inst && instPoints(inst.reader.index(view, inst.start, inst.count, inst.end), view);
  const plan = eu7Scenery(root, bytes, models, V2_VECTORS);
  return plan ? [plan] : [];
}

/** Points of the records at `offsets` (record i spans offsets[i] .. offsets[i + 1]). */
export function instPoints(offsets: Uint32Array, view: DataView): ModelPoints | undefined {
  const n = offsets.length - 1;
  if (n <= 0) return undefined;
  const xz = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const at = offsets[i] + INST_POSITION;
    xz[2 * i] = view.getFloat64(at, true);
    xz[2 * i + 1] = view.getFloat64(at + 16, true);
  }
  const starts = offsets.subarray(0, n);
  const ends = offsets.subarray(1);
  const at = (i: number, k: number) => Math.round(xz[2 * i + k] * 100) / 100;
  return {
    count: n,
    xz,
    kinds: new Uint8Array(n).fill(1),
    starts,
    ends,
    order: Uint32Array.from({ length: n }, (_, i) => i),
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
