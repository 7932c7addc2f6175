// Where the Compare view's parts go for a given width: both byte panes always get whole rows of the editor's row
// shape (hex-geometry.ts), side by side when two fit beside the tree and one above the other otherwise; the
// pictures of what changed take a column when there is room and go under the tree otherwise; the tree takes the
// rest. Pure, so every width can be tested without a browser.

export const DIFF_TREE_MIN = 220;
export const DIFF_PICTURES_W = 260;

export interface DiffLayoutInput {
  /** The view's width, px. */
  width: number;
  /** The pictures of what changed are shown. */
  pictures: boolean;
  /** Bytes per row of the setting; undefined for "fit". */
  bytesPerRow: number | undefined;
  /** The width a pane needs for whole rows of `n` bytes, with its scrollbar. */
  paneWidth(n: number): number;
  /** For "fit": the most bytes per row a pane `width` px wide shows whole. */
  bytesThatFit(width: number): number;
}

export interface DiffLayout {
  panes: 'side' | 'stacked';
  pictures: 'beside' | 'under' | 'off';
  bytesPerRow: number;
  /** The width of the byte panes' column (both panes when side by side), px. */
  panesWidth: number;
}

/** "Fit" never shows fewer bytes per row than this (as in the editor). */
const FIT_MINIMUM = 8;

export function planDiffLayout(input: DiffLayoutInput): DiffLayout {
  const { width } = input;
  const pictures = input.pictures ? DIFF_PICTURES_W : 0;
  const room = (picturesBeside: boolean): number => width - DIFF_TREE_MIN - (picturesBeside ? pictures : 0);
  const place = (need: number): { pictures: DiffLayout['pictures']; panes: DiffLayout['panes'] } => {
    if (!input.pictures) return { pictures: 'off', panes: room(false) >= 2 * need ? 'side' : 'stacked' };
    if (room(true) >= 2 * need) return { pictures: 'beside', panes: 'side' };
    if (room(false) >= 2 * need) return { pictures: 'under', panes: 'side' };
    return { pictures: room(true) >= need ? 'beside' : 'under', panes: 'stacked' };
  };
  if (input.bytesPerRow !== undefined) {
    const need = input.paneWidth(input.bytesPerRow);
    const p = place(need);
    return { ...p, bytesPerRow: input.bytesPerRow, panesWidth: p.panes === 'side' ? 2 * need : need };
  }
  const p = place(input.paneWidth(FIT_MINIMUM));
  const column = Math.max(input.paneWidth(FIT_MINIMUM), room(p.pictures === 'beside'));
  const pane = p.panes === 'side' ? Math.floor(column / 2) : column;
  const bytesPerRow = Math.max(FIT_MINIMUM, input.bytesThatFit(pane));
  const panesWidth = (p.panes === 'side' ? 2 : 1) * input.paneWidth(bytesPerRow);
  return { ...p, bytesPerRow, panesWidth };
}
