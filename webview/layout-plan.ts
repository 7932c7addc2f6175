// Where the editor's panes go for a given width: the hex view always gets whole rows, and the other panes give
// way around it. The tree keeps at least a readable width; the inspector sits beside the hex view when there is
// room and becomes a strip under it otherwise; the picture gets a column of its own when there is room and
// stacks above the hex view otherwise. At half width (a side of VS Code's diff editor) the tree narrows below its
// readable width, and where not even that leaves whole hex rows it goes above the hex view. In a short editor (VS
// Code's panel open) a picture stacked above the hex view and the hex view keep their minimum heights while there is
// room for both. Pure, so every size can be tested without a browser.
import type { PaneSizes } from '../src/protocol';

export interface LayoutInput {
  /** The editor's width, px. */
  width: number;
  tree: boolean;
  picture: boolean;
  hex: boolean;
  /** The width the hex view needs for whole rows with its scrollbar. */
  hexWidth: number;
  /** The width at which the tree shows its columns without cutting names. */
  treeWidth: number;
  sizes: PaneSizes;
  /** The editor's height under the toolbar, px (0: not known yet). */
  height?: number;
  /** The height the hex view needs for its minimum of whole rows, with its header. */
  hexMinHeight?: number;
  /** The height of the inspector strip under the picture and the hex view. */
  stripHeight?: number;
}

export type PicturePlace = 'off' | 'beside' | 'above' | 'alone';

export interface LayoutPlan {
  columns: string;
  rows: string;
  areas: string;
  /** The tree's width, px (0 when hidden). */
  tree: number;
  /** The tree sits above the hex view (too narrow a window for both side by side). */
  treeAbove: boolean;
  picture: PicturePlace;
  inspector: 'side' | 'strip' | 'off';
}

export const SASH = 5;
export const TREE_MIN = 260;
/** The narrowest tree beside the hex view (names only); narrower windows put it above. */
export const TREE_NARROW = 180;
export const SIDE_DEFAULT = 230;
export const SIDE_MIN = 180;
export const SIDE_MAX = 420;
export const PICTURE_MIN = 300;
export const PICTURE_SHARE = 0.45;
/** The picture pane's least height (its bar and about 100 px of picture) while the hex view keeps its rows. */
export const PICTURE_MIN_HEIGHT = 130;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

export function planLayout(input: LayoutInput): LayoutPlan {
  const { width, hex, sizes } = input;
  const picture = input.picture;
  const tree = input.tree || (!hex && !picture);
  const side = clamp(sizes.side ?? SIDE_DEFAULT, SIDE_MIN, SIDE_MAX);
  // The column right of the tree holds the hex view, or the picture alone when the hex view is hidden.
  const mainNeed = hex ? input.hexWidth : picture ? PICTURE_MIN : 0;
  const hasMain = hex || picture;
  if (tree && hex && width - SASH - mainNeed < TREE_NARROW) return treeAbovePlan(input, picture);
  const treeMax = hasMain ? Math.max(TREE_NARROW, width - SASH - mainNeed) : width;
  const treeWant = clamp(sizes.tree ?? input.treeWidth, Math.min(TREE_MIN, treeMax), treeMax);
  const left = tree ? (hasMain ? treeWant + SASH : width) : 0;
  const inspectorBeside = hex && width - left - mainNeed - SASH - side >= 0;
  const besideRoom = width - left - (inspectorBeside ? side + SASH : 0) - input.hexWidth - SASH;
  const place: PicturePlace = !picture ? 'off' : !hex ? 'alone' : besideRoom >= PICTURE_MIN ? 'beside' : 'above';
  // Without a saved width and without a picture column, the tree takes the room left over: longer values show.
  const treePx = !tree
    ? 0
    : !hasMain
      ? width
      : sizes.tree === undefined && place !== 'beside'
        ? Math.max(Math.min(TREE_MIN, treeMax), width - SASH - mainNeed - (inspectorBeside ? side + SASH : 0))
        : treeWant;
  const inspector = !hex ? 'off' : inspectorBeside ? 'side' : 'strip';

  const cols: [string, string][] = [];
  if (tree) cols.push(['tree', hasMain ? `${treePx}px` : 'minmax(0, 1fr)']);
  if (tree && hasMain) cols.push(['tsash', `${SASH}px`]);
  if (place === 'beside') cols.push(['pic', 'minmax(0, 1fr)'], ['psash', `${SASH}px`]);
  if (hasMain) cols.push(['main', place === 'beside' ? `${input.hexWidth}px` : 'minmax(0, 1fr)']);
  if (inspector === 'side') cols.push(['ssash', `${SASH}px`], ['side', `${side}px`]);

  // Each row names the area of every column; the picture above the hex view spans the inspector's column too.
  const row = (fill: (col: string) => string): string => `'${cols.map(([c]) => fill(c)).join(' ')}'`;
  const rows: [string, string][] = [];
  const mainArea = hex ? 'hex' : 'pic';
  if (place === 'above') {
    const share = clamp(sizes.pictureShare ?? PICTURE_SHARE, 0.15, 0.85);
    const [picMin, hexMin] = stackedMinimums(input);
    const after = (name: string) => (c: string) => (c === 'tree' || c === 'tsash' ? c : name);
    rows.push([row(after('pic')), `minmax(${picMin}px, ${share}fr)`], [row(after('hsash')), `${SASH}px`]);
    rows.push([row((c) => (c === 'main' ? 'hex' : c)), `minmax(${hexMin}px, ${1 - share}fr)`]);
  } else rows.push([row((c) => (c === 'main' ? mainArea : c)), 'minmax(0, 1fr)']);
  if (inspector === 'strip') rows.push([row((c) => (c === 'main' ? 'side' : c)), 'auto']);
  return {
    columns: cols.map(([, w]) => w).join(' '),
    rows: rows.map(([, h]) => h).join(' '),
    areas: rows.map(([a]) => a).join(' '),
    tree: treePx,
    treeAbove: false,
    picture: place,
    inspector,
  };
}

/**
 * The least heights of a picture stacked above the hex view and of the hex view under it: both while the editor has
 * room for them, none otherwise (the share the user set decides alone).
 */
function stackedMinimums(input: LayoutInput): [picture: number, hex: number] {
  const { height = 0, hexMinHeight = 0, stripHeight = 0 } = input;
  const room = height - stripHeight - SASH;
  return room >= PICTURE_MIN_HEIGHT + hexMinHeight ? [PICTURE_MIN_HEIGHT, hexMinHeight] : [0, 0];
}

/** One column: the tree, the picture, the hex view with whole rows, the inspector as a strip. */
function treeAbovePlan(input: LayoutInput, picture: boolean): LayoutPlan {
  const rows: [string, string][] = [["'tree'", 'minmax(0, 2fr)']];
  if (picture) rows.push(["'pic'", 'minmax(0, 2fr)'], ["'hsash'", `${SASH}px`]);
  rows.push(["'hex'", 'minmax(0, 3fr)'], ["'side'", 'auto']);
  return {
    columns: 'minmax(0, 1fr)',
    rows: rows.map(([, h]) => h).join(' '),
    areas: rows.map(([a]) => a).join(' '),
    tree: input.width,
    treeAbove: true,
    picture: picture ? 'above' : 'off',
    inspector: 'strip',
  };
}
