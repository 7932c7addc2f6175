// Whole-file rules over the wire records: each end names a real peg, and the two ends make a sensible wire. Plain
// batched loops over the 26-byte records, like the component checks.
import { inBatches } from '../../core/batches';
import { DiagnosticSink } from '../../core/diagnostics';
import { U32IndexMap } from '../../core/u32-index';
import { PEG, PegKind, WIRE, pegKindOf } from './layout';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';
import { StateUse } from './state-use';

export function validateWires(save: SaveIndex, diags: DiagnosticSink, use: StateUse, shouldStop?: () => boolean): boolean {
  const byAddress = save.components.addressIndex();
  return inBatches(save.wireCount, (from, to) => checkWires(save, byAddress, diags, use, from, to), shouldStop);
}

/** Wires `from` .. `to` - 1, read in place; kept free of closures and objects so that it is optimised early. */
function checkWires(save: SaveIndex, byAddress: U32IndexMap, diags: DiagnosticSink, use: StateUse, from: number, to: number): void {
  const { view } = save.components;
  const bytes = save.bytes;
  for (let w = from; w < to; w++) {
    const at = save.wiresAt + w * WIRE.size;
    const a = checkPeg(save, byAddress, diags, w, at + WIRE.pegA);
    const b = checkPeg(save, byAddress, diags, w, at + WIRE.pegB);
    if (view.getUint32(at + WIRE.pegA + PEG.component, true) === view.getUint32(at + WIRE.pegB + PEG.component, true)
      && bytes[at + WIRE.pegA] === bytes[at + WIRE.pegB]
      && view.getInt32(at + WIRE.pegA + PEG.index, true) === view.getInt32(at + WIRE.pegB + PEG.index, true)) {
      diags.report(R.wireSelfLoop, at, 2 * PEG.size, `wire ${w} starts and ends at the same peg`);
    } else if (a === PegKind.Output && b === PegKind.Output) {
      diags.report(R.wireOutputToOutput, at, 2 * PEG.size, `wire ${w} joins two outputs`);
    }
    const stateId = view.getInt32(at + WIRE.stateId, true);
    if (stateId < 0) diags.report(R.stateIdNegative, at + WIRE.stateId, 4, `wire ${w}: state id ${stateId}`);
    else use.note(stateId);
  }
}

/** Peg type valid, component present, index within that component's pegs of that type. Returns the kind. */
function checkPeg(save: SaveIndex, byAddress: U32IndexMap, diags: DiagnosticSink, w: number, at: number): PegKind {
  const t = save.components;
  const kind = pegKindOf(save.formatVersion, save.bytes[at + PEG.type]);
  if (kind === PegKind.Invalid) diags.report(R.pegType, at + PEG.type, 1, `wire ${w}: peg type ${save.bytes[at + PEG.type]}`);
  const address = t.view.getUint32(at + PEG.component, true);
  const c = byAddress.get(address);
  if (c < 0) {
    diags.report(R.wireComponentMissing, at + PEG.component, 4, `wire ${w}: no component has address C-${address}`);
    return kind;
  }
  if (kind === PegKind.Invalid) return kind;
  const index = t.view.getInt32(at + PEG.index, true);
  if (!(index >= 0 && index < t.pegCount(c, kind))) reportPegIndex(save, diags, w, at, kind, c);
  return kind;
}

function reportPegIndex(save: SaveIndex, diags: DiagnosticSink, w: number, at: number, kind: PegKind, c: number): void {
  const t = save.components;
  const what = kind === PegKind.Input ? 'input' : 'output';
  const index = t.view.getInt32(at + PEG.index, true);
  diags.report(R.pegIndexRange, at + PEG.index, 4, `wire ${w}: ${what} ${index} of C-${t.address(c)}, which has ${t.pegCount(c, kind)} ${what}s`);
}
