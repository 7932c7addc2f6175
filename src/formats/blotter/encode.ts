// Writing a save: the save info, then the stored runs, into an output sized up front (or, from the file it was
// decoded from, as writes that leave those runs in the file). Counts and lengths are written as the model holds
// them, so odd files write back unchanged.
import type { Encoded } from '../../core/byte-sink';
import { ByteWriter, type DecodedFile } from '../../core/writer';
import { FOOTER_MAGIC, HEADER_MAGIC, SaveType, WIRE } from './layout';
import { BlotterModel, SaveHeader, VersionQuad } from './model';

/** Everything before the first component: magic, save info, mod versions, component id map. */
export function encodeSaveInfo(h: SaveHeader): Uint8Array {
  const w = new ByteWriter(256);
  writeSaveInfo(w, h);
  return w.finish();
}

function writeSaveInfo(w: ByteWriter, h: SaveHeader): void {
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
}

function writeVersion(w: ByteWriter, v: VersionQuad): void {
  for (const part of v) w.i32(part);
}

/** The stored count before the state block: bytes for a world, ids for a subassembly. */
export function stateCount(saveType: number, states: Uint8Array): number {
  return saveType === SaveType.World ? states.length : states.length / 4;
}

/** `wires`: the wire records in order, as for blotterEncoded. */
export function encodeBlotter(model: BlotterModel, wires = [model.wires]): Uint8Array {
  return writeBlotter(new ByteWriter(encodedSize(model)), model, wires).written();
}

/** The wire records with wire `i` left out, as views of the run. */
export function wiresWithout(wires: Uint8Array, i: number): Uint8Array[] {
  return [wires.subarray(0, i * WIRE.size), wires.subarray((i + 1) * WIRE.size)];
}

/**
 * The save written from `file`, the bytes it was decoded from (for a save read in pages, the held bytes): its records
 * stay sections of the file. `wires` are the wire records in order, views of the decoded bytes where they are the
 * file's (a wire deleted or duplicated is a cut in them or a view repeated).
 */
export function blotterEncoded(model: BlotterModel, file: DecodedFile, wires = [model.wires]): Encoded {
  return writeBlotter(new ByteWriter(encodedSize(model), file), model, wires).encoded();
}

function writeBlotter(w: ByteWriter, model: BlotterModel, wires = [model.wires]): ByteWriter {
  writeSaveInfo(w, model);
  w.fileBytes(model.components);
  for (const run of wires) w.fileBytes(run);
  w.i32(stateCount(model.saveType, model.states)).fileBytes(model.states);
  return w.bytes(FOOTER_MAGIC).bytes(model.trailing);
}

/** Room for the save info beyond its runs (grown if the mods and ids need more). */
const INFO_ROOM = 1 << 12;

function encodedSize(m: BlotterModel): number {
  return (
    INFO_ROOM + m.components.length + m.wires.length + 4 + m.states.length + FOOTER_MAGIC.length + m.trailing.length
  );
}
