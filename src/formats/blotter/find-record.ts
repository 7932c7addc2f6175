// Go to Record for saves: a component by its address ("C-36557" or "36557"), through the component table's
// address index, so a million components are searched without building one node.
import { NodePath } from '../../core/tree';
import { BlotterDecoded } from './decode';

export function findBlotterRecord(decoded: BlotterDecoded, key: string): NodePath | null | undefined {
  const m = /^(?:c-)?(\d+)$/i.exec(key.trim());
  const save = decoded.index;
  if (!m || !save) return undefined;
  const i = save.components.find(Number(m[1]));
  const root = decoded.root;
  for (let k = 0; k < root.childCount; k++) if (root.child(k).name === 'components') return i < 0 ? null : [k, i];
  return undefined;
}
