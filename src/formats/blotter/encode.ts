// Writing a save: the save info through a ByteWriter (small), then the stored runs copied once into an output
// sized up front. Counts and lengths are written as the model holds them, so odd files write back unchanged.
import { ByteWriter } from '../../core/writer';
import { FOOTER_MAGIC, HEADER_MAGIC, SaveType } from './layout';
import { BlotterModel, SaveHeader, VersionQuad } from './model';

/** Everything before the first component: magic, save info, mod versions, component id map. */
export function encodeSaveInfo(h: SaveHeader): Uint8Array {
  const w = new ByteWriter(256);
  w.bytes(HEADER_MAGIC).u8(h.formatVersion);
  writeVersion(w, h.gameVersion);
  w.u8(h.saveType).i32(h.componentCount).i32(h.wireCount);
  w.i32(h.mods.length);
  for (const m of h.mods) {
    w.i32(m.id.length).bytes(m.id);
    writeVersion(w, m.version);
  }
  w.i32(h.componentIds.length);
  for (const e of h.componentIds) w.u16(e.numericId).i32(e.textId.length).bytes(e.textId);
  return w.finish();
}

function writeVersion(w: ByteWriter, v: VersionQuad): void {
  for (const part of v) w.i32(part);
}

/** The stored count before the state block: bytes for a world, ids for a subassembly. */
export function stateCount(saveType: number, states: Uint8Array): number {
  return saveType === SaveType.World ? states.length : states.length / 4;
}

export function encodeBlotter(model: BlotterModel): Uint8Array {
  const head = encodeSaveInfo(model);
  const size =
    head.length +
    model.components.length +
    model.wires.length +
    4 +
    model.states.length +
    FOOTER_MAGIC.length +
    model.trailing.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let at = 0;
  const put = (b: Uint8Array): void => {
    out.set(b, at);
    at += b.length;
  };
  put(head);
  put(model.components);
  put(model.wires);
  view.setInt32(at, stateCount(model.saveType, model.states), true);
  at += 4;
  put(model.states);
  put(FOOTER_MAGIC);
  put(model.trailing);
  return out;
}
