// Structural edits of a Logic World save, written by encodeBlotter (no offsets in the format: what follows an edit
// simply moves): a mod id or a component type's text id (its length prefix follows), a wire deleted or duplicated
// (the header's wire count follows). Components are not offered: wires and children refer to them by address.
import { encodeUtf8 } from '../../core/text';
import { EditActions, EditResult, elementIndex, siblingPath, structureEdits } from '../../core/structure-edit';
import { encodeBlotter } from './encode';
import { BlotterModel } from './model';

const WIRE_SIZE = 26;

export const blotterEdits = structureEdits<BlotterModel>((decoded, chain, path): EditActions => {
  const m = decoded.model;
  const [, list, item, field] = chain;
  const i = item ? elementIndex(item) : -1;
  if (i < 0) return {};
  if (list.name === 'mods' && field?.name === 'id' && chain.length === 4 && i < m.mods.length)
    return {
      setString: (text) =>
        written({ ...m, mods: m.mods.map((x, k) => (k === i ? { ...x, id: encodeUtf8(text) } : x)) }, path),
    };
  if (list.name === 'componentIds' && field?.name === 'textId' && chain.length === 4 && i < m.componentIds.length)
    return {
      setString: (text) =>
        written(
          { ...m, componentIds: m.componentIds.map((x, k) => (k === i ? { ...x, textId: encodeUtf8(text) } : x)) },
          path,
        ),
    };
  const wires = m.wires.length / WIRE_SIZE;
  if (list.name === 'wires' && chain.length === 3 && i < wires && m.wireCount === wires) {
    const at = i * WIRE_SIZE;
    const wire = m.wires.subarray(at, at + WIRE_SIZE);
    return {
      delete: () => {
        const next = new Uint8Array(m.wires.length - WIRE_SIZE);
        next.set(m.wires.subarray(0, at));
        next.set(m.wires.subarray(at + WIRE_SIZE), at);
        return written(
          { ...m, wires: next, wireCount: wires - 1 },
          wires > 1 ? siblingPath(path, Math.min(i, wires - 2)) : path.replace(/\.\d+$/, ''),
        );
      },
      duplicate: () => {
        const next = new Uint8Array(m.wires.length + WIRE_SIZE);
        next.set(m.wires.subarray(0, at + WIRE_SIZE));
        next.set(wire, at + WIRE_SIZE);
        next.set(m.wires.subarray(at + WIRE_SIZE), at + 2 * WIRE_SIZE);
        return written({ ...m, wires: next, wireCount: wires + 1 }, siblingPath(path, i + 1));
      },
    };
  }
  return {};
});

function written(m: BlotterModel, select: string): EditResult {
  return { bytes: encodeBlotter(m), select };
}
