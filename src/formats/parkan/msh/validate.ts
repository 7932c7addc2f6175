// Land.msh cross-table rules in tight loops over the payload bytes: node -> slot, slot -> face range,
// face -> vertices and neighbours. No per-record objects.
import { DiagnosticSink } from '../../../core/diagnostics';
import { NResEntry } from '../nres/decode';
import { mshRules } from '../rules';
import { MshLayout } from './directory';
import { FACE_SIZE, MshType, NODE_SIZE, NONE16, SLOT_HEADER_SIZE, SLOT_SIZE, faceField } from './layout';
import { msg } from '../../../core/translatable';

export function validateMsh(
  bytes: Uint8Array,
  layout: MshLayout,
  diags: DiagnosticSink,
  shouldStop?: () => boolean,
): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (type: number) => {
    const e: NResEntry | undefined = layout.byType.get(type);
    return e?.inRange ? e.dataOffset : -1;
  };
  checkNodes(view, at(MshType.nodes), layout, diags);
  checkSlots(view, at(MshType.slots), layout, diags);
  checkFaces(view, at(MshType.faces), layout, diags, shouldStop);
}

function checkNodes(view: DataView, base: number, layout: MshLayout, diags: DiagnosticSink): void {
  if (base < 0) return;
  const end = base + layout.nodeCount * NODE_SIZE;
  const slots = layout.slotCount;
  for (let p = base; p < end; p += 2) {
    const id = view.getUint16(p, true);
    if (id !== NONE16 && id >= slots) {
      const node = Math.floor((p - base) / NODE_SIZE);
      diags.report(
        mshRules.nodeSlotIndex,
        p,
        2,
        msg`node ${node} slot[${(p - base - node * NODE_SIZE) / 2}] = ${id}, slot count ${slots}`,
      );
    }
  }
}

function checkSlots(view: DataView, base: number, layout: MshLayout, diags: DiagnosticSink): void {
  if (base < 0) return;
  for (let i = 0; i < layout.slotCount; i++) {
    const p = base + SLOT_HEADER_SIZE + i * SLOT_SIZE;
    const start = view.getUint16(p, true);
    const count = view.getUint16(p + 2, true);
    if (start + count > layout.faceCount) {
      diags.report(
        mshRules.slotFaceRange,
        p,
        4,
        msg`slot ${i}: faces ${start}+${count} run past the face count ${layout.faceCount}`,
      );
    }
  }
}

function checkFaces(
  view: DataView,
  base: number,
  layout: MshLayout,
  diags: DiagnosticSink,
  shouldStop?: () => boolean,
): void {
  if (base < 0) return;
  const { vertexCount, faceCount } = layout;
  for (let i = 0; i < faceCount; i++) {
    if ((i & 0xffff) === 0 && shouldStop?.()) return;
    const f = base + i * FACE_SIZE;
    for (let k = 0; k < 3; k++) {
      const p = f + faceField.vertices + 2 * k;
      const v = view.getUint16(p, true);
      if (v >= vertexCount)
        diags.report(mshRules.faceVertexIndex, p, 2, msg`face ${i} i${k} = ${v}, vertex count ${vertexCount}`);
    }
    for (let k = 0; k < 3; k++) {
      const p = f + faceField.neighbours + 2 * k;
      const n = view.getUint16(p, true);
      if (n !== NONE16 && n >= faceCount)
        diags.report(mshRules.faceNeighbourIndex, p, 2, msg`face ${i} n${k} = ${n}, face count ${faceCount}`);
    }
  }
}
