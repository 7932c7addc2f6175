// Where a movement class may stand and where it can go, per slope-map cell, as the engine's move math decides:
// ground units (tanks, bots) are stopped by a slope above their maxSlope or water deeper than their maxWaterDepth,
// hovers by a slope above their maxSlope on land only, ships by water shallower than their minWaterDepth.
// RecoilEngine rts/Sim/MoveTypes/MoveMath/GroundMoveMath.cpp, HoverMoveMath.cpp, ShipMoveMath.cpp (SpeedMod).
// The footprint of a unit is not taken into account: a cell is judged by its own slope and height.
import { MoveClass, maxSlopeOf } from './move-classes';
import type { SlopeGrid } from './slope';
import { floodFill } from './flood-fill';

export function canStand(cls: MoveClass, slope: number, level: number): boolean {
  switch (cls.speedModClass) {
    case 'ship':
      return -level >= cls.waterDepth;
    case 'hover':
      return level < 0 || slope <= maxSlopeOf(cls.maxSlopeDegrees);
    default:
      return slope <= maxSlopeOf(cls.maxSlopeDegrees) && -level <= cls.waterDepth;
  }
}

/** 1 where the class can stand, 0 elsewhere: one byte per cell. */
export function pathableGrid(grid: SlopeGrid, cls: MoveClass): Uint8Array {
  const out = new Uint8Array(grid.width * grid.height);
  for (let i = 0; i < out.length; i++) out[i] = canStand(cls, grid.slope[i], grid.level[i]) ? 1 : 0;
  return out;
}

/**
 * Labels the pathable region holding each seed cell: label k + 1 for the region of seeds[k] unless an earlier
 * seed's region already holds it; 0 for cells not reached. One Int32Array queue of at most one entry per cell, one
 * Uint16Array of labels.
 */
export function regionsOf(pathable: Uint8Array, width: number, height: number, seeds: number[]): Uint16Array {
  const label = new Uint16Array(width * height);
  const queue = new Int32Array(width * height);
  seeds.forEach((seed, k) => {
    if (pathable[seed] && !label[seed]) floodFill(pathable, width, height, label, queue, seed, k + 1);
  });
  return label;
}

/** Every connected pathable region labelled 1, 2, … in the order a row-by-row scan meets it; 0 where unpathable. */
export function componentsOf(pathable: Uint8Array, width: number, height: number): Int32Array {
  const label = new Int32Array(width * height);
  const queue = new Int32Array(width * height);
  let count = 0;
  for (let i = 0; i < label.length; i++)
    if (pathable[i] && !label[i]) floodFill(pathable, width, height, label, queue, i, ++count);
  return label;
}
