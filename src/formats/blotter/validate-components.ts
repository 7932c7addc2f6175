// Whole-file rules over the component records, in plain loops over the offset index that read fields in place:
//  1. each record's own fields (address, numeric id, position, rotation, peg state ids), in batches between polls
//     of `shouldStop`; the addresses are kept in one Uint32Array;
//  2. the address -> first index map, built from that array (a direct table when they are packed);
//  3. duplicates and parents against the complete map ("parent listed earlier" = its first index is lower).
// The loops hold no closures and make no object per record, so they are optimised early and stay optimised (see
// core/batches.ts); messages are made only for bad records.
import { inBatches } from '../../core/batches';
import { DiagnosticSink } from '../../core/diagnostics';
import { U32IndexMap } from '../../core/u32-index';
import { COMPONENT, SaveType, positionsInMetres } from './layout';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';
import { StateUse } from './state-use';

export function validateComponents(save: SaveIndex, diags: DiagnosticSink, use: StateUse, shouldStop?: () => boolean): boolean {
  const t = save.components;
  if (save.saveType === SaveType.Subassembly && t.count === 0) {
    diags.report(R.emptySubassembly, save.fields.componentCount, 4, 'a subassembly needs at least one component');
  }
  const addresses = new Uint32Array(t.count);
  const checked = inBatches(t.count, (from, to) => checkRecords(save, diags, use, addresses, from, to), shouldStop);
  if (!checked) return false;
  const byAddress = U32IndexMap.firstPositions(addresses);
  t.useAddressIndex(byAddress);
  checkLinks(save, diags, addresses, byAddress);
  return true;
}

/**
 * Records `from` .. `to` - 1: the fields each record can be checked on alone. One long loop on purpose: the fields
 * are read in place in record order, without a helper call per field (only per peg list).
 */
function checkRecords(save: SaveIndex, diags: DiagnosticSink, use: StateUse, addresses: Uint32Array, from: number, to: number): void {
  const { view, offsets } = save.components;
  const types = save.types;
  const floatPositions = positionsInMetres(save.formatVersion);
  for (let i = from; i < to; i++) {
    const at = offsets[i];
    const address = view.getUint32(at + COMPONENT.address, true);
    if (address === 0) diags.report(R.addressZero, at, 4, `component ${i} has address 0`);
    addresses[i] = address;
    const numericId = view.getUint16(at + COMPONENT.numericId, true);
    if (!types.has(numericId)) diags.report(R.unknownComponentId, at + COMPONENT.numericId, 2, `numeric id ${numericId} is not in the component id map`);
    if (floatPositions) {
      const p = at + COMPONENT.position;
      const sum = view.getFloat32(p, true) + view.getFloat32(p + 4, true) + view.getFloat32(p + 8, true);
      if (!Number.isFinite(sum)) diags.report(R.nonFinite, p, 12, `component ${i}: position is not finite`);
    }
    const q = at + COMPONENT.rotation;
    const x = view.getFloat32(q, true);
    const y = view.getFloat32(q + 4, true);
    const z = view.getFloat32(q + 8, true);
    const w = view.getFloat32(q + 12, true);
    const norm = x * x + y * y + z * z + w * w;
    // Written so that NaN and infinities fall into the branch too.
    if (!(Math.abs(norm - 1) <= 0.01)) reportRotation(diags, q, i, norm);
    const inputCount = view.getInt32(at + COMPONENT.inputCount, true);
    const outputCountAt = at + COMPONENT.inputCount + 4 + 4 * inputCount;
    notePegStates(view, at + COMPONENT.inputCount + 4, inputCount, diags, use);
    notePegStates(view, outputCountAt + 4, view.getInt32(outputCountAt, true), diags, use);
  }
}

function notePegStates(view: DataView, at: number, count: number, diags: DiagnosticSink, use: StateUse): void {
  for (let k = 0; k < count; k++) {
    const id = view.getInt32(at + 4 * k, true);
    if (id < 0) diags.report(R.stateIdNegative, at + 4 * k, 4, `peg state id ${id}`);
    else use.note(id);
  }
}

function reportRotation(diags: DiagnosticSink, at: number, i: number, norm: number): void {
  if (!Number.isFinite(norm)) diags.report(R.nonFinite, at, 16, `component ${i}: rotation is not finite`);
  else diags.report(R.rotationNotUnit, at, 16, `component ${i}: quaternion length ${Math.sqrt(norm).toPrecision(4)}`);
}

/** Duplicate addresses, and each parent: C-0 for the first component, else a component listed before its child. */
function checkLinks(save: SaveIndex, diags: DiagnosticSink, addresses: Uint32Array, byAddress: U32IndexMap): void {
  const t = save.components;
  const { view, offsets } = t;
  // Parent problems are explained with the parent's record; a broken file can have one per component.
  let parentReports = 0;
  for (let i = 0; i < addresses.length; i++) {
    const address = addresses[i];
    const first = byAddress.get(address);
    const at = offsets[i];
    if (first !== i && address !== 0) {
      diags.report(R.duplicateAddress, at, 4, `C-${address} is also component ${first}`, [{ offset: offsets[first], length: 4, message: 'first use' }]);
    }
    const parent = view.getUint32(at + COMPONENT.parent, true);
    if (parent === 0) continue;
    if (i === 0) {
      diags.report(R.firstNotRoot, at + COMPONENT.parent, 4, `the first component's parent is C-${parent}, not C-0`);
      continue;
    }
    const p = byAddress.get(parent);
    if ((p < 0 || p >= i || parent === address) && parentReports < diags.capPerCode) {
      parentReports++;
      reportParent(save, diags, i, parent, p);
    }
  }
}

/** A parent that was not listed before its child: listed later (or the component itself), or not at all. */
function reportParent(save: SaveIndex, diags: DiagnosticSink, i: number, parent: number, p: number): void {
  const t = save.components;
  const at = t.start(i) + COMPONENT.parent;
  if (p < 0) diags.report(R.parentMissing, at, 4, `component ${i}: no component has address C-${parent}`);
  else diags.report(R.parentOrder, at, 4, `component ${i}: parent C-${parent} is component ${p}`, [{ offset: t.start(p), length: t.length(p), message: 'the parent' }]);
}
