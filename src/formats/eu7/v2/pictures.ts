// An EU7v2 scenery from above: the EU7 plan over the same record chunks (tracks, wires, power sources; vectors
// as f64), and the INST chunk's model instances as points (inst-points.ts).
import type { PictureHooks } from '../../../core/format';
import { Eu7v2Index, Eu7v2Model } from './model';
import { instPoints } from './inst-points';
import { VectorLayout, eu7Scenery } from '../common/scenery-plan';
import { Picture } from '../../../core/pictures/picture';
import { SpanNode } from '../../../core/node';

/** dvec3 p_start, f64 roll_start, dvec3 cp_out, dvec3 cp_in, dvec3 p_end. */
const V2_VECTORS: VectorLayout = { type: 'dvec3', size: 8, path: [0, 32, 56, 80] };

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
