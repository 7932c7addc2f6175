// Whole-file rules over the custom data of the types with a known layout: one tight loop over the offset index that
// skips every other type after a table lookup on its numeric id.
import { DiagnosticSink } from '../../core/diagnostics';
import {
  BOARD_DATA,
  CUSTOM_DATA_LAYOUTS,
  CustomDataLayout,
  CustomKind,
  TOGGLE_DATA,
  customKindOf,
  fitsLayout,
} from './custom-data';
import { COMPONENT, NULL_CUSTOM_DATA } from './layout';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';

export function validateCustomData(save: SaveIndex, diags: DiagnosticSink, shouldStop?: () => boolean): boolean {
  const t = save.components;
  const view = t.view;
  const kinds = new Uint8Array(65536);
  const layouts = new Map<number, CustomDataLayout>();
  for (const id of save.types.numericIds) {
    const name = save.types.name(id)!;
    const l = CUSTOM_DATA_LAYOUTS.get(name);
    if (!l) continue;
    kinds[id] = customKindOf(name);
    layouts.set(id, l);
  }
  if (layouts.size === 0) return true;
  for (let i = 0; i < t.count; i++) {
    if ((i & 0xffff) === 0xffff && shouldStop?.()) return false;
    const numericId = view.getUint16(t.offsets[i] + COMPONENT.numericId, true);
    const kind = kinds[numericId];
    if (kind === CustomKind.None) continue;
    const lengthAt = t.customLengthAt(i);
    const length = view.getInt32(lengthAt, true);
    if (length === NULL_CUSTOM_DATA) continue;
    const at = lengthAt + 4;
    if (!fitsLayout(layouts.get(numericId)!, view, at, length)) {
      const name = save.types.name(numericId);
      diags.report(
        R.customDataLayout,
        lengthAt,
        4 + length,
        `component ${i} (${name}): ${length} bytes of custom data`,
      );
    } else if (kind === CustomKind.Board) {
      checkBoardSize(view, at + BOARD_DATA.sizeX, 'width (X)', diags, i);
      checkBoardSize(view, at + BOARD_DATA.sizeZ, 'length (Z)', diags, i);
    } else if (kind === CustomKind.Toggle && view.getUint8(at + TOGGLE_DATA.on) > 1) {
      const raw = view.getUint8(at + TOGGLE_DATA.on);
      diags.report(R.toggleByte, at + TOGGLE_DATA.on, 1, `component ${i}: state byte ${raw} (read as ON)`);
    }
  }
  return true;
}

function checkBoardSize(view: DataView, at: number, what: string, diags: DiagnosticSink, i: number): void {
  if (view.getUint32(at, true) === 0)
    diags.report(R.boardSizeZero, at, 4, `component ${i}: board ${what} is 0 squares`);
}
