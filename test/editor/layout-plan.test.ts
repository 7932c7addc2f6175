import { describe, expect, it } from 'vitest';
import { HexGeometry } from '../../webview/hex-geometry';
import {
  planLayout,
  PICTURE_MIN_HEIGHT,
  SASH,
  SIDE_DEFAULT,
  TREE_MIN,
  TREE_NARROW,
  type LayoutInput,
} from '../../webview/layout-plan';

const hexWidth = 600;
const input = (over: Partial<LayoutInput>): LayoutInput => ({
  width: 1252,
  tree: true,
  picture: false,
  hex: true,
  hexWidth,
  treeWidth: 500,
  sizes: {},
  ...over,
});
/** The px widths of the plan's columns (fr columns as NaN). */
const widths = (columns: string): number[] => columns.split(/ (?![^(]*\))/).map((c) => parseFloat(c));

describe('planLayout', () => {
  it('keeps whole hex rows and gives the tree what is left when the inspector does not fit beside them', () => {
    const plan = planLayout(input({}));
    // 1252 - 600 - 500 - 5 = 147 px: too little for the 230 px inspector beside the hex view.
    expect(plan.inspector).toBe('strip');
    expect(plan.tree).toBe(1252 - SASH - hexWidth);
    expect(plan.columns).toBe(`${1252 - SASH - hexWidth}px ${SASH}px minmax(0, 1fr)`);
  });

  it('puts the inspector beside the hex view in a wide editor, the tree taking the rest', () => {
    const plan = planLayout(input({ width: 1600 }));
    expect(plan.inspector).toBe('side');
    expect(plan.tree).toBe(1600 - SASH - hexWidth - SASH - SIDE_DEFAULT);
    expect(plan.areas).toBe(`'tree tsash main ssash side'`.replace('main', 'hex'));
  });

  it('stacks the picture above the hex view when no column is left for it, and beside it otherwise', () => {
    const narrow = planLayout(input({ picture: true }));
    expect(narrow.picture).toBe('above');
    expect(narrow.areas).toBe(`'tree tsash pic' 'tree tsash hsash' 'tree tsash hex' 'tree tsash side'`);
    const wide = planLayout(input({ picture: true, width: 2200 }));
    expect(wide.picture).toBe('beside');
    // The tree at its comfortable width, the hex view at its rows' width, the picture between them.
    expect(widths(wide.columns)).toEqual([500, SASH, NaN, SASH, hexWidth, SASH, SIDE_DEFAULT]);
  });

  it('never lets a saved tree width squeeze the hex rows, nor shrinks the tree below its minimum', () => {
    expect(planLayout(input({ sizes: { tree: 900 } })).tree).toBe(1252 - SASH - hexWidth);
    expect(planLayout(input({ sizes: { tree: 10 } })).tree).toBe(TREE_MIN);
  });

  it('at half width narrows the tree below its readable width, then puts it above the hex view', () => {
    // 800 px (a side of the diff editor in a 1600 px window): the tree gives way, the hex rows stay whole.
    const half = planLayout(input({ width: 800, picture: true }));
    expect(half.tree).toBe(800 - SASH - hexWidth);
    expect(half.tree).toBeLessThan(TREE_MIN);
    expect(half).toMatchObject({ treeAbove: false, picture: 'above', inspector: 'strip' });
    expect(widths(half.columns)).toEqual([800 - SASH - hexWidth, SASH, NaN]);
    // Too narrow for the narrowest tree beside the rows: one column, the tree above.
    const narrow = planLayout(input({ width: hexWidth + SASH + TREE_NARROW - 1, picture: true }));
    expect(narrow).toMatchObject({ treeAbove: true, picture: 'above', inspector: 'strip', columns: 'minmax(0, 1fr)' });
    expect(narrow.areas).toBe(`'tree' 'pic' 'hsash' 'hex' 'side'`);
    expect(planLayout(input({ width: 640 })).areas).toBe(`'tree' 'hex' 'side'`);
  });

  it('gives the picture the hex column when the hex view is hidden, and the tree everything when both are', () => {
    const alone = planLayout(input({ picture: true, hex: false }));
    expect(alone.picture).toBe('alone');
    expect(alone.inspector).toBe('off');
    expect(alone.areas).toBe(`'tree tsash pic'`);
    expect(planLayout(input({ hex: false })).columns).toBe('minmax(0, 1fr)');
  });

  it('keeps the stacked picture and the hex view at their least heights while the editor has room for both', () => {
    // 932 x 417 under the toolbar (a 1280x800 window with VS Code's Problems panel open), a 110 px inspector strip.
    const short = { picture: true, width: 932, height: 417, hexMinHeight: 150, stripHeight: 110 };
    expect(planLayout(input(short)).rows).toBe(
      `minmax(${PICTURE_MIN_HEIGHT}px, 0.45fr) ${SASH}px minmax(150px, 0.55fr) auto`,
    );
    // Too short for both: the share alone decides, neither pane pushes the other out of the editor.
    expect(planLayout(input({ ...short, height: 300 })).rows).toBe(
      `minmax(0px, 0.45fr) ${SASH}px minmax(0px, 0.55fr) auto`,
    );
  });

  it('lays out without the tree', () => {
    const plan = planLayout(input({ tree: false, width: 900 }));
    expect(plan.tree).toBe(0);
    expect(plan.areas).toBe(`'hex ssash side'`);
  });
});

describe('HexGeometry', () => {
  const g = new HexGeometry(8);
  const shape = { bytesPerRow: 16, groupSize: 4, showText: true };

  it('measures a row from its cells: offset, bytes with group gaps, text column and paddings', () => {
    // (9 + 16 x 2.5 + 3 x 0.6) ch x 8 px + 16 + 16 x 8 + 17 + 4.
    expect(g.rowWidth(shape)).toBe(Math.ceil((9 + 40 + 1.8) * 8 + 16 + 128 + 17 + 4));
    expect(g.rowWidth({ ...shape, showText: false })).toBe(Math.ceil((9 + 40 + 1.8) * 8 + 16 + 4));
  });

  it('fits whole groups of bytes into a width', () => {
    expect(g.bytesThatFit(g.rowWidth(shape), shape)).toBe(16);
    expect(g.bytesThatFit(g.rowWidth(shape) - 1, shape)).toBe(12);
    expect(g.bytesThatFit(g.rowWidth({ ...shape, bytesPerRow: 32 }), shape)).toBe(32);
    expect(g.bytesThatFit(10, shape)).toBe(4);
  });

  it('places byte columns after the offset, with a gap after each group', () => {
    const span = g.byteSpan(4, 4, shape);
    expect(span.left).toBe(9 * 8 + 8 + (4 * 2.5 + 0.6) * 8);
    expect(span.right - span.left).toBe(2.5 * 8);
  });
});
