// Whole-file rules over the component records, in one loop over the offset index.
import { DiagnosticSink } from '../../core/diagnostics';
import { COMPONENT, SaveType, positionsInMetres } from './layout';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';
import { StateUse } from './state-use';

export function validateComponents(save: SaveIndex, diags: DiagnosticSink, use: StateUse, shouldStop?: () => boolean): boolean {
  const t = save.components;
  const view = t.view;
  const byAddress = t.addressIndex();
  if (save.saveType === SaveType.Subassembly && t.count === 0) {
    diags.report(R.emptySubassembly, save.fields.componentCount, 4, 'a subassembly needs at least one component');
  }
  const floatPositions = positionsInMetres(save.formatVersion);
  for (let i = 0; i < t.count; i++) {
    if ((i & 0xffff) === 0xffff && shouldStop?.()) return false;
    const at = t.start(i);
    const address = t.address(i);
    if (address === 0) diags.report(R.addressZero, at, 4, `component ${i} has address 0`);
    const first = byAddress.get(address);
    if (first !== i && address !== 0) {
      diags.report(R.duplicateAddress, at, 4, `C-${address} is also component ${first}`, [{ offset: t.start(first), length: 4, message: 'first use' }]);
    }
    checkParent(save, diags, i, at);
    const numericId = t.numericId(i);
    if (!save.types.has(numericId)) diags.report(R.unknownComponentId, at + COMPONENT.numericId, 2, `numeric id ${numericId} is not in the component id map`);
    if (floatPositions) checkFinite(view, at + COMPONENT.position, 3, diags, `component ${i}: position`);
    checkRotation(view, at + COMPONENT.rotation, diags, i);
    notePegStates(view, t.inputsAt(i), t.inputCount(i), diags, use);
    notePegStates(view, t.outputsAt(i), t.outputCount(i), diags, use);
  }
  return true;
}

/** The first component is a root; every other parent is 0 or a component listed earlier. */
function checkParent(save: SaveIndex, diags: DiagnosticSink, i: number, at: number): void {
  const t = save.components;
  const parent = t.parent(i);
  const parentAt = at + COMPONENT.parent;
  if (i === 0 && parent !== 0) {
    diags.report(R.firstNotRoot, parentAt, 4, `the first component's parent is C-${parent}, not C-0`);
    return;
  }
  if (parent === 0) return;
  const p = t.find(parent);
  if (p < 0) diags.report(R.parentMissing, parentAt, 4, `component ${i}: no component has address C-${parent}`);
  else if (p >= i) {
    diags.report(R.parentOrder, parentAt, 4, `component ${i}: parent C-${parent} is component ${p}`, [{ offset: t.start(p), length: t.length(p), message: 'the parent' }]);
  }
}

function checkFinite(view: DataView, at: number, count: number, diags: DiagnosticSink, what: string): boolean {
  for (let k = 0; k < count; k++) {
    if (!Number.isFinite(view.getFloat32(at + 4 * k, true))) {
      diags.report(R.nonFinite, at, 4 * count, `${what} is not finite`);
      return false;
    }
  }
  return true;
}

function checkRotation(view: DataView, at: number, diags: DiagnosticSink, i: number): void {
  if (!checkFinite(view, at, 4, diags, `component ${i}: rotation`)) return;
  let norm = 0;
  for (let k = 0; k < 4; k++) {
    const v = view.getFloat32(at + 4 * k, true);
    norm += v * v;
  }
  if (Math.abs(norm - 1) > 0.01) diags.report(R.rotationNotUnit, at, 16, `component ${i}: quaternion length ${Math.sqrt(norm).toPrecision(4)}`);
}

function notePegStates(view: DataView, at: number, count: number, diags: DiagnosticSink, use: StateUse): void {
  for (let k = 0; k < count; k++) {
    const id = view.getInt32(at + 4 * k, true);
    if (id < 0) diags.report(R.stateIdNegative, at + 4 * k, 4, `peg state id ${id}`);
    else use.note(id);
  }
}
