// The component and wire counts decide where every later section starts, and the footer ends the file: so when
// the stored counts do not lead to the footer, the one count that does (the other count as stored) is what the
// file means. Decode reads the save with it, so the wrong count is one error instead of wires read from the middle
// of a component, and the fix writes it back.
import { DiagnosticSink } from '../../core/diagnostics';
import { bufferSource } from '../../core/byte-source';
import { Cursor } from '../../core/cursor';
import { SourceWindow } from '../../core/source-window';
import { componentEnd, scanComponents } from './component-scan';
import { FOOTER_MAGIC, MAGIC_SIZE, PEG, PegKind, SaveType, WIRE, pegKindOf } from './layout';

export interface CountCorrection {
  field: 'componentCount' | 'wireCount';
  value: number;
}

/** True when a state block at `at` is followed by the footer and nothing else. */
export function endsWithFooterAt(bytes: Uint8Array, at: number, saveType: number): boolean {
  if (at < 0 || at + 4 + MAGIC_SIZE > bytes.length) return false;
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getInt32(at, true);
  if (count < 0) return false;
  const statesEnd = at + 4 + count * (saveType === SaveType.World ? 1 : 4);
  return statesEnd + MAGIC_SIZE === bytes.length && new Cursor(bytes, statesEnd).matches(FOOTER_MAGIC);
}

/** True when `count` wires at `at` all have pegs of a known type (a run of component bytes rarely does). */
function wiresPlausible(bytes: Uint8Array, at: number, count: number, version: number): boolean {
  for (let w = at; w < at + count * WIRE.size; w += WIRE.size) {
    if (pegKindOf(version, bytes[w + WIRE.pegA + PEG.type]) === PegKind.Invalid) return false;
    if (pegKindOf(version, bytes[w + WIRE.pegB + PEG.type]) === PegKind.Invalid) return false;
  }
  return true;
}

/**
 * The one count that leads to the footer, when the stored ones (components ending at `componentsEnd`, undefined
 * when they could not all be read) do not and the footer is at the end of the file.
 */
export function correctCounts(
  bytes: Uint8Array,
  componentsAt: number,
  componentsEnd: number | undefined,
  counts: { componentCount: number; wireCount: number; saveType: number; formatVersion: number },
): CountCorrection | undefined {
  const { componentCount, wireCount, saveType, formatVersion } = counts;
  const leads = (wiresAt: number, wires: number): boolean =>
    endsWithFooterAt(bytes, wiresAt + wires * WIRE.size, saveType) &&
    wiresPlausible(bytes, wiresAt, wires, formatVersion);
  const footerAt = bytes.length - MAGIC_SIZE;
  if (footerAt < componentsAt || !new Cursor(bytes, footerAt).matches(FOOTER_MAGIC)) return undefined;
  if (componentsEnd !== undefined && endsWithFooterAt(bytes, componentsEnd + wireCount * WIRE.size, saveType))
    return undefined; // the states end at the footer: the counts are as meant (wire problems are their own rules)
  const found: CountCorrection[] = [];
  if (componentsEnd !== undefined) {
    for (let w = 0; componentsEnd + w * WIRE.size <= footerAt; w++)
      if (w !== wireCount && leads(componentsEnd, w)) found.push({ field: 'wireCount', value: w });
  }
  const source = bufferSource(bytes);
  const all = scanComponents(source, componentsAt, footerAt, 0x7fffffff, new DiagnosticSink(bytes.length));
  const records = new SourceWindow(source);
  // Where each count of components would end them: the start of every record read, then their end.
  for (let k = 0, at = componentsAt; k <= all.count && found.length < 2; k++) {
    if (k !== componentCount && leads(at, wireCount)) found.push({ field: 'componentCount', value: k });
    if (k < all.count) at = componentEnd(records, at);
  }
  return found.length === 1 ? found[0] : undefined;
}
