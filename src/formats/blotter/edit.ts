// Structural edits of a Logic World save, written by blotterEncoded (no offsets in the format: what follows an edit
// simply moves): a mod id or a component type's text id (its length prefix follows), a wire deleted or duplicated
// (the header's wire count follows). Components are not offered: wires and children refer to them by address.
// The records are written as views of the decoded bytes, so a save read in pages keeps them in the file.
import { encodeUtf8 } from '../../core/text';
import { EditActions, EditResult, elementIndex, siblingPath, structureEdits } from '../../core/structure-edit';
import { blotterEncoded, wiresWithout } from './encode';
import { WIRE } from './layout';
import { BlotterModel } from './model';
import type { SaveIndex } from './save-index';

export const blotterEdits = structureEdits<BlotterModel, SaveIndex>((decoded, chain, path): EditActions => {
  const m = decoded.model;
  const index = decoded.index;
  if (!index) return {};
  const written = (next: BlotterModel, select: string, wires?: Uint8Array[]): EditResult => ({
    encoded: blotterEncoded(next, index, wires),
    select,
  });
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
  const wires = m.wires.length / WIRE.size;
  if (list.name === 'wires' && chain.length === 3 && i < wires && m.wireCount === wires) {
    const at = i * WIRE.size;
    const end = at + WIRE.size;
    return {
      delete: () =>
        written(
          { ...m, wireCount: wires - 1 },
          wires > 1 ? siblingPath(path, Math.min(i, wires - 2)) : path.replace(/\.\d+$/, ''),
          wiresWithout(m.wires, i),
        ),
      duplicate: () =>
        written({ ...m, wireCount: wires + 1 }, siblingPath(path, i + 1), [
          m.wires.subarray(0, end),
          m.wires.subarray(at, end),
          m.wires.subarray(end),
        ]),
    };
  }
  return {};
});
