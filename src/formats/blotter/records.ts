// Writing component and wire records straight into a pre-sized buffer (the generator and test fixtures use it).
import { COMPONENT, NULL_CUSTOM_DATA, PEG, PegKind, WIRE, pegTypeByte, positionsInMetres } from './layout';

export interface ComponentRecord {
  address: number;
  parent: number;
  numericId: number;
  /** Millimetres (v6, v7) or metres (v5). */
  position: readonly [number, number, number];
  rotation: readonly [number, number, number, number];
  inputs: ArrayLike<number>;
  outputs: ArrayLike<number>;
  /** null is written as length -1, distinct from an empty array (length 0). */
  customData: Uint8Array | null;
}

export function componentSize(c: ComponentRecord): number {
  return COMPONENT.minSize + 4 * (c.inputs.length + c.outputs.length) + (c.customData?.length ?? 0);
}

/** Writes the record at `at`; returns the offset after it. */
export function writeComponent(view: DataView, at: number, version: number, c: ComponentRecord): number {
  view.setUint32(at + COMPONENT.address, c.address, true);
  view.setUint32(at + COMPONENT.parent, c.parent, true);
  view.setUint16(at + COMPONENT.numericId, c.numericId, true);
  for (let k = 0; k < 3; k++) {
    if (positionsInMetres(version)) view.setFloat32(at + COMPONENT.position + 4 * k, c.position[k], true);
    else view.setInt32(at + COMPONENT.position + 4 * k, c.position[k], true);
  }
  for (let k = 0; k < 4; k++) view.setFloat32(at + COMPONENT.rotation + 4 * k, c.rotation[k], true);
  let p = writeInts(view, at + COMPONENT.inputCount, c.inputs);
  p = writeInts(view, p, c.outputs);
  view.setInt32(p, c.customData ? c.customData.length : NULL_CUSTOM_DATA, true);
  p += 4;
  if (c.customData) {
    new Uint8Array(view.buffer, view.byteOffset + p, c.customData.length).set(c.customData);
    p += c.customData.length;
  }
  return p;
}

function writeInts(view: DataView, at: number, values: ArrayLike<number>): number {
  view.setInt32(at, values.length, true);
  for (let k = 0; k < values.length; k++) view.setInt32(at + 4 + 4 * k, values[k], true);
  return at + 4 + 4 * values.length;
}

export interface PegRef {
  kind: PegKind.Input | PegKind.Output;
  address: number;
  index: number;
}

export function writePeg(view: DataView, at: number, version: number, peg: PegRef): void {
  view.setUint8(at + PEG.type, pegTypeByte(version, peg.kind));
  view.setUint32(at + PEG.component, peg.address, true);
  view.setInt32(at + PEG.index, peg.index, true);
}

/** Writes a 26-byte wire record at `at`; returns the offset after it. */
export function writeWire(
  view: DataView,
  at: number,
  version: number,
  a: PegRef,
  b: PegRef,
  stateId: number,
  rotation = 0,
): number {
  writePeg(view, at + WIRE.pegA, version, a);
  writePeg(view, at + WIRE.pegB, version, b);
  view.setInt32(at + WIRE.stateId, stateId, true);
  view.setFloat32(at + WIRE.rotation, rotation, true);
  return at + WIRE.size;
}
