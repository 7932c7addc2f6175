// Rules over the custom data of the types with a known layout, run from the component loop (the record is already
// in cache there): a table lookup on the numeric id skips every other type. Data that does not fit a documented
// layout is a warning; a guessed one only says the bytes are shown raw.
import { DiagnosticSink } from '../../core/diagnostics';
import { BOARD_DATA, CustomKind, TOGGLE_DATA, customKindOf, layoutFor } from './custom-data';
import { CustomDataLayout, fitsLayout } from './custom-data-spec';
import { NULL_CUSTOM_DATA } from './layout';
import { blotterRules as R } from './rules';
import { SaveIndex } from './save-index';
import { counted, msg, type Text } from '../../core/translatable';

/** Made once: a board is checked for every board component, and these are named only in a finding. */
const boardWidth = msg`width (X)`;
const boardLength = msg`length (Z)`;

export class CustomDataChecks {
  /** CustomKind by numeric id: None for the types without a layout. */
  readonly kinds = new Uint8Array(65536);

  /** Fixed data size by numeric id; -1 for a layout with text, walked by fitsLayout. */
  private readonly sizes = new Int32Array(65536);
  /** The layout by numeric id (an array: read for every component with one, where a Map lookup showed in profiles). */
  private readonly layouts: CustomDataLayout[] = [];

  constructor(
    private readonly save: SaveIndex,
    private readonly diags: DiagnosticSink,
  ) {
    for (const id of save.types.numericIds) {
      const name = save.types.name(id)!;
      const l = layoutFor(name, save.gameVersion);
      if (!l) continue;
      this.kinds[id] = customKindOf(l);
      this.sizes[id] = l.size;
      this.layouts[id] = l;
    }
  }

  /**
   * Component `i`, of a type with a layout, whose custom data length is at file offset `lengthAt`, read in `view`
   * at `lengthAt + shift`.
   */
  check(i: number, numericId: number, lengthAt: number, view: DataView, shift: number): void {
    const length = view.getInt32(lengthAt + shift, true);
    if (length === NULL_CUSTOM_DATA) return;
    const at = lengthAt + 4;
    const l = this.layouts[numericId];
    const size = this.sizes[numericId];
    if (size >= 0 ? length !== size : !fitsLayout(l, view, at + shift, length)) {
      const name = String(this.save.types.name(numericId));
      const span = 4 + Math.max(length, 0);
      if (l.confidence === 'guessed') {
        const bytes = counted(length, 'byte');
        const why = msg`component ${i} (${name}): layout unknown for this version: ${bytes} shown raw`;
        this.diags.report(R.customDataUnknownLayout, lengthAt, span, why);
      } else
        this.diags.report(
          R.customDataLayout,
          lengthAt,
          span,
          msg`component ${i} (${name}): ${length} bytes of custom data`,
        );
      return;
    }
    const kind = this.kinds[numericId];
    if (kind === CustomKind.Board) {
      this.checkBoardSize(view, shift, at + BOARD_DATA.sizeX, boardWidth, i);
      this.checkBoardSize(view, shift, at + BOARD_DATA.sizeZ, boardLength, i);
    } else if (kind === CustomKind.Toggle && view.getUint8(at + shift + TOGGLE_DATA.on) > 1) {
      const raw = view.getUint8(at + shift + TOGGLE_DATA.on);
      this.diags.report(R.toggleByte, at + TOGGLE_DATA.on, 1, msg`component ${i}: state byte ${raw} (read as ON)`);
    }
  }

  private checkBoardSize(view: DataView, shift: number, at: number, what: Text, i: number): void {
    if (view.getUint32(at + shift, true) === 0)
      this.diags.report(R.boardSizeZero, at, 4, msg`component ${i}: board ${what} is 0 squares`);
  }
}
