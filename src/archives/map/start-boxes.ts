// mapconfig/map_startboxes.lua, read without running it as mapinfo.lua is: one entry per ally team, each with
// `boxes` (polygons of {x, z} points in elmos) and optional `startpoints` ({x, z}). The layout is the one the
// games' start-box handlers read (ZeroK-RTS/Zero-K LuaRules/Gadgets/start_boxes.lua and the BAR copy of it).
import { LuaTable, LuaValue, Range, Unknown } from './lua-values';

export type Point = [number, number];

export interface StartBox {
  /** The entry's key: the ally team the box is for. */
  ally: number;
  polygons: { points: Point[]; range: Range }[];
  startPoints: Point[];
  /** Where the entry is written. */
  range: Range;
}

function pointOf(v: LuaValue | undefined): Point | undefined {
  if (!(v instanceof LuaTable)) return undefined;
  const x = v.get(1)?.value;
  const z = v.get(2)?.value;
  return typeof x === 'number' && typeof z === 'number' ? [x, z] : undefined;
}

function pointsOf(v: LuaValue | undefined): Point[] | undefined {
  if (!(v instanceof LuaTable)) return undefined;
  const out: Point[] = [];
  for (const f of v.numbered()) {
    const p = pointOf(f.value);
    if (!p) return undefined;
    out.push(p);
  }
  return out;
}

/** The boxes, or the range of the first value that is not a plain number table (computed from code). */
export function readStartBoxes(root: LuaTable): StartBox[] | Unknown {
  const out: StartBox[] = [];
  for (const f of root.numbered()) {
    const entry = f.value;
    if (!(entry instanceof LuaTable)) return new Unknown(f.range, 'is not a table of boxes');
    const boxes = entry.get('boxes');
    if (!boxes || !(boxes.value instanceof LuaTable)) return new Unknown(boxes?.range ?? f.range, 'has no boxes table');
    const polygons: StartBox['polygons'] = [];
    for (const b of boxes.value.numbered()) {
      const points = pointsOf(b.value);
      if (!points || points.length < 3) return new Unknown(b.range, 'is not a polygon of {x, z} numbers');
      polygons.push({ points, range: b.range });
    }
    const start = entry.get('startpoints');
    const startPoints = start ? pointsOf(start.value) : [];
    if (!startPoints) return new Unknown(start!.range, 'is not a list of {x, z} numbers');
    out.push({ ally: f.key as number, polygons, startPoints, range: f.range });
  }
  return out;
}

/** The smallest rectangle around a box: [x1, z1, x2, z2]. */
export function boundsOf(box: StartBox): [number, number, number, number] {
  const xs = box.polygons.flatMap((p) => p.points.map((q) => q[0]));
  const zs = box.polygons.flatMap((p) => p.points.map((q) => q[1]));
  return [Math.min(...xs), Math.min(...zs), Math.max(...xs), Math.max(...zs)];
}
