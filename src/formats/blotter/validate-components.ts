// Whole-file rules over the component records (their custom data included): one tight loop over the records in
// file order, each found at the end of the one before, reading fields in place (for a file read in pages, in the
// window of its pages the loop moves through: a field at file offset `at` is at `at + shift` in the window's view;
// diagnostics name file offsets).
// Unless the scan found the addresses in runs, each once, the address map is built as the loop goes: "parent listed
// earlier" is then a lookup in what was added so far, and in the runs one of an index before the component's.
import { DiagnosticSink } from '../../core/diagnostics';
import { componentEnd } from './component-scan';
import { CustomKind } from './custom-data';
import { COMPONENT, SaveType, positionsInMetres } from './layout';
import { PegCounts } from './peg-counts';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';
import { StateUse } from './state-use';
import { CustomDataChecks } from './validate-custom-data';
import { msg } from '../../core/translatable';

export function validateComponents(
  save: SaveIndex,
  diags: DiagnosticSink,
  use: StateUse,
  pegs: PegCounts,
  /** Set to 1 at each numeric id a component has (for the type-use rules, without a pass of their own). */
  typesUsed: Uint8Array,
  shouldStop?: () => boolean,
): boolean {
  const t = save.components;
  const w = t.pass();
  if (save.saveType === SaveType.Subassembly && t.count === 0) {
    diags.report(R.emptySubassembly, save.fields.componentCount, 4, msg`a subassembly needs at least one component`);
  }
  const floatPositions = positionsInMetres(save.formatVersion);
  const custom = new CustomDataChecks(save, diags);
  const byAddress = t.emptyAddressMap();
  const listedBefore = byAddress ?? t.addresses();
  const unresolvedParents: number[] = [];
  let duplicates = 0;
  for (let i = 0, at = t.start(0), next: number; i < t.count; i++, at = next) {
    if ((i & 0xffff) === 0xffff && shouldStop?.()) return false;
    next = componentEnd(w, at);
    const shift = w.at(at, next - at) - at;
    const view = w.view;
    const address = view.getUint32(at + shift + COMPONENT.address, true);
    if (address === 0) diags.report(R.addressZero, at, 4, msg`component ${i} has address 0`);
    const first = byAddress ? byAddress.add(address, i) : -1;
    if (first >= 0 && address !== 0) {
      // Past the cap a report is only counted: where the first use starts (a walk from a checkpoint) is not needed.
      const listed = duplicates++ < diags.capPerCode;
      diags.report(
        R.duplicateAddress,
        at,
        4,
        msg`C-${address} is also component ${first}`,
        listed ? [{ offset: t.start(first), length: 4, message: msg`first use` }] : undefined,
      );
    }
    const parent = view.getUint32(at + shift + COMPONENT.parent, true);
    const p = parent === 0 ? -1 : listedBefore.get(parent);
    if (i === 0 && parent !== 0)
      diags.report(R.firstNotRoot, at + COMPONENT.parent, 4, msg`the first component's parent is C-${parent}, not C-0`);
    else if (parent !== 0 && (!(p >= 0 && p < i) || parent === address) && unresolvedParents.length < diags.capPerCode)
      unresolvedParents.push(i);
    const numericId = view.getUint16(at + shift + COMPONENT.numericId, true);
    typesUsed[numericId] = 1;
    if (!save.types.has(numericId))
      diags.report(
        R.unknownComponentId,
        at + COMPONENT.numericId,
        2,
        msg`numeric id ${numericId} is not in the component id map`,
      );
    if (floatPositions) checkPosition(view, shift, at + COMPONENT.position, diags, i);
    checkRotation(view, shift, at + COMPONENT.rotation, diags, i);
    const inputs = view.getInt32(at + shift + COMPONENT.inputCount, true);
    const outputCountAt = at + COMPONENT.inputCount + 4 + 4 * inputs;
    notePegStates(view, shift, at + COMPONENT.inputCount + 4, inputs, diags, use);
    const outputs = view.getInt32(outputCountAt + shift, true);
    notePegStates(view, shift, outputCountAt + 4, outputs, diags, use);
    pegs.note(i, inputs, outputs);
    if (custom.kinds[numericId] !== CustomKind.None)
      custom.check(i, numericId, outputCountAt + 4 + 4 * outputs, view, shift);
  }
  if (byAddress) t.useAddressIndex(byAddress);
  for (const i of unresolvedParents) reportParent(save, diags, i);
  return true;
}

/** A parent that was not listed before its child: listed later (or the component itself), or not at all. */
function reportParent(save: SaveIndex, diags: DiagnosticSink, i: number): void {
  const t = save.components;
  const parent = t.parent(i);
  const p = t.find(parent);
  const at = t.start(i) + COMPONENT.parent;
  if (p < 0) diags.report(R.parentMissing, at, 4, msg`component ${i}: no component has address C-${parent}`);
  else
    diags.report(R.parentOrder, at, 4, msg`component ${i}: parent C-${parent} is component ${p}`, [
      { offset: t.start(p), length: t.length(p), message: msg`the parent` },
    ]);
}

function checkPosition(view: DataView, shift: number, at: number, diags: DiagnosticSink, i: number): void {
  const p = at + shift;
  const sum = view.getFloat32(p, true) + view.getFloat32(p + 4, true) + view.getFloat32(p + 8, true);
  if (!Number.isFinite(sum)) diags.report(R.nonFinite, at, 12, msg`component ${i}: position is not finite`);
}

function checkRotation(view: DataView, shift: number, at: number, diags: DiagnosticSink, i: number): void {
  const p = at + shift;
  const x = view.getFloat32(p, true);
  const y = view.getFloat32(p + 4, true);
  const z = view.getFloat32(p + 8, true);
  const w = view.getFloat32(p + 12, true);
  const norm = x * x + y * y + z * z + w * w;
  if (!Number.isFinite(norm)) diags.report(R.nonFinite, at, 16, msg`component ${i}: rotation is not finite`);
  else if (Math.abs(norm - 1) > 0.01)
    diags.report(R.rotationNotUnit, at, 16, msg`component ${i}: quaternion length ${Math.sqrt(norm).toPrecision(4)}`);
}

function notePegStates(
  view: DataView,
  shift: number,
  at: number,
  count: number,
  diags: DiagnosticSink,
  use: StateUse,
): void {
  for (let k = 0; k < count; k++) {
    const id = view.getInt32(at + shift + 4 * k, true);
    if (id < 0) diags.report(R.stateIdNegative, at + 4 * k, 4, msg`peg state id ${id}`);
    else use.note(id);
  }
}
