// Whole-file rules over the wire records: each end names a real peg, and the two ends make a sensible wire. The
// records are read in file order through a window (the file in memory, or a stretch of its pages): a field at file
// offset `at` is at `at + shift` in the window's bytes; diagnostics name file offsets.
import { DiagnosticSink } from '../../core/diagnostics';
import { SourceWindow } from '../../core/source-window';
import { PEG, PegKind, WIRE, pegKindOf } from './layout';
import { PegCounts } from './peg-counts';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';
import { StateUse } from './state-use';
import { msg, counted } from '../../core/translatable';

export function validateWires(
  save: SaveIndex,
  diags: DiagnosticSink,
  use: StateUse,
  pegs: PegCounts,
  shouldStop?: () => boolean,
): boolean {
  const addresses = save.components.addresses();
  const version = save.formatVersion;
  const records = new SourceWindow(save.source);
  for (let w = 0; w < save.wireCount; w++) {
    if ((w & 0xffff) === 0xffff && shouldStop?.()) return false;
    const at = save.wiresAt + w * WIRE.size;
    const shift = records.at(at, WIRE.size) - at;
    const { view, bytes } = records;
    const r = at + shift;
    // Each end's peg kind and component, looked up once. Removing a wire repairs one that lost a component; when
    // neither end is sound the record itself is garbage (misaligned records after an insertion look like that, one
    // after another), and removing is no repair.
    const kindA = pegKindOf(version, bytes[r + WIRE.pegA + PEG.type]);
    const kindB = pegKindOf(version, bytes[r + WIRE.pegB + PEG.type]);
    const componentA = addresses.get(view.getUint32(r + WIRE.pegA + PEG.component, true));
    const componentB = addresses.get(view.getUint32(r + WIRE.pegB + PEG.component, true));
    const soundA = kindA !== PegKind.Invalid && componentA >= 0;
    const soundB = kindB !== PegKind.Invalid && componentB >= 0;
    checkPeg(diags, pegs, w, view, shift, at + WIRE.pegA, kindA, componentA, soundB);
    checkPeg(diags, pegs, w, view, shift, at + WIRE.pegB, kindB, componentB, soundA);
    if (
      view.getUint32(r + WIRE.pegA + PEG.component, true) === view.getUint32(r + WIRE.pegB + PEG.component, true) &&
      bytes[r + WIRE.pegA] === bytes[r + WIRE.pegB] &&
      view.getInt32(r + WIRE.pegA + PEG.index, true) === view.getInt32(r + WIRE.pegB + PEG.index, true)
    ) {
      diags.report(R.wireSelfLoop, at, 2 * PEG.size, msg`wire ${w} starts and ends at the same peg`);
    } else if (kindA === PegKind.Output && kindB === PegKind.Output) {
      diags.report(R.wireOutputToOutput, at, 2 * PEG.size, msg`wire ${w} joins two outputs`);
    }
    const stateId = view.getInt32(r + WIRE.stateId, true);
    if (stateId < 0) diags.report(R.stateIdNegative, at + WIRE.stateId, 4, msg`wire ${w}: state id ${stateId}`);
    else use.note(stateId);
  }
  return true;
}

/**
 * The end at file offset `at` (in `view` at `at + shift`), of peg kind `kind` on component index `c` (-1: none has
 * its address): peg type valid, component present, index within that component's pegs of that kind. A missing
 * component gets the remove-wire fix when `otherEndSound`.
 */
function checkPeg(
  diags: DiagnosticSink,
  pegs: PegCounts,
  w: number,
  view: DataView,
  shift: number,
  at: number,
  kind: PegKind,
  c: number,
  otherEndSound: boolean,
): void {
  if (kind === PegKind.Invalid) {
    const typeByte = view.getUint8(at + shift + PEG.type);
    diags.report(R.pegType, at + PEG.type, 1, msg`wire ${w}: peg type ${typeByte}`);
  }
  if (c < 0) {
    const address = view.getUint32(at + shift + PEG.component, true);
    const message = msg`wire ${w}: no component has address C-${address}`;
    const fix = kind !== PegKind.Invalid && otherEndSound ? { title: msg`remove wire ${w}`, value: w } : undefined;
    diags.report(R.wireComponentMissing, at + PEG.component, 4, message, undefined, fix);
    return;
  }
  const index = view.getInt32(at + shift + PEG.index, true);
  if (kind !== PegKind.Invalid && !(index >= 0 && index < pegs.of(c, kind))) {
    const n = pegs.of(c, kind);
    const address = view.getUint32(at + shift + PEG.component, true);
    diags.report(
      R.pegIndexRange,
      at + PEG.index,
      4,
      kind === PegKind.Input
        ? msg`wire ${w}: input ${index} of C-${address}, which has ${counted(n, 'input')}`
        : msg`wire ${w}: output ${index} of C-${address}, which has ${counted(n, 'output')}`,
    );
  }
}
