// Where the tree offers the switch data commands: on a component row (in the components list and in the hierarchy
// alike) whose component holds switches among its descendants (a board, a ROM).
import type { SpanNode } from '../../core/node';
import { isSwitch } from './custom-data';
import { COMPONENT } from './layout';
import { BlotterDecoded } from './decode';
import { SaveIndex } from './save-index';
import { parentIndex } from './switch-board';

/** Per save: 1 for each component with a switch among its descendants (one pass, made when a row first asks). */
const holders = new WeakMap<SaveIndex, Uint8Array>();

export function holdsSwitches(decoded: BlotterDecoded, node: SpanNode): boolean {
  const save = decoded.index;
  if (!save || node.type !== 'Component') return false;
  const i = save.components.indexAt(node.offset);
  return i >= 0 && save.components.start(i) === node.offset && holdersOf(save)[i] === 1;
}

function holdersOf(save: SaveIndex): Uint8Array {
  const known = holders.get(save);
  if (known) return known;
  const t = save.components;
  const switchTypes = new Uint8Array(65536);
  for (const id of save.types.numericIds) switchTypes[id] = +isSwitch(save.types.name(id) ?? '');
  const holds = new Uint8Array(t.count);
  // Children come after their parents: walking back, a component's mark is complete before it passes it up.
  t.backwards((i, at, w) => {
    const id = w.at(at + COMPONENT.numericId, 2);
    if (!holds[i] && !switchTypes[w.view.getUint16(id, true)]) return;
    const parent = w.at(at + COMPONENT.parent, 4);
    const p = parentIndex(save, i, w.view.getUint32(parent, true));
    if (p >= 0) holds[p] = 1;
  });
  holders.set(save, holds);
  return holds;
}
