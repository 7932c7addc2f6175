// The 12 object categories of BuildDat.lst with their areal masks (fparkan terrain-map-loading.md §5).

export const CATEGORY_MASKS: ReadonlyMap<string, number> = new Map([
  ['Bunker_Small', 0x80010000],
  ['Bunker_Medium', 0x80020000],
  ['Bunker_Large', 0x80040000],
  ['Generator', 0x80000002],
  ['Mine', 0x80000004],
  ['Storage', 0x80000008],
  ['Plant', 0x80000010],
  ['Hangar', 0x80000040],
  ['MainTeleport', 0x80000200],
  ['Institute', 0x80000400],
  ['Tower_Medium', 0x80100000],
  ['Tower_Large', 0x80200000],
]);

export const CATEGORY_NAMES = [...CATEGORY_MASKS.keys()];
