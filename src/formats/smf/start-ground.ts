// Start positions checked against the ground as the game's movement classes see it: each on a cell its land
// classes can stand on, and each reachable from the others over such cells. Reported on the map (the height
// samples of the start's cell), since the map's bytes decide it.
import { DiagnosticSink } from '../../core/diagnostics';
import { counted, msg } from '../../core/translatable';
import { Game, mainMoveClass, moveClassesOf } from './move-classes';
import type { SmfModel } from './model';
import { pathableGrid, regionsOf } from './pathability';
import { smfRules } from './rules';
import { cellSamples, slopeGrid } from './slope';
import { standing } from './slope-pictures';

/** A team's start position in elmos, as mapinfo.lua gives it. */
export interface StartPoint {
  team: number;
  x: number;
  z: number;
}

/** Elmos per slope-map cell: 2 squares of 8. */
const CELL_ELMOS = 16;

interface Start {
  team: number;
  cell: number;
}

function cellsOf(points: readonly StartPoint[], width: number, height: number): Start[] {
  const out: Start[] = [];
  for (const { team, x, z } of points) {
    const cx = Math.floor(x / CELL_ELMOS);
    const cz = Math.floor(z / CELL_ELMOS);
    // A position on the far edge belongs to the last cell; one outside the map is reported elsewhere.
    if (x >= 0 && z >= 0 && cx <= width && cz <= height)
      out.push({ team, cell: Math.min(cz, height - 1) * width + Math.min(cx, width - 1) });
  }
  return out;
}

export function checkStartGround(model: SmfModel, points: readonly StartPoint[], game: Game, sink: DiagnosticSink) {
  // Without a start there is nothing to check, and the slope grid costs a pass over the whole height map.
  if (points.length === 0) return;
  const heightMap = model.heightMap;
  const grid = heightMap && slopeGrid(model.header, heightMap);
  if (!heightMap || !grid) return;
  const { width, height } = grid;
  const starts = cellsOf(points, width, height);
  if (starts.length === 0) return;
  const where = (s: Start) => cellSamples(model.header, heightMap.offset, s.cell % width, Math.floor(s.cell / width));
  for (const cls of moveClassesOf(game)) {
    if (cls.speedModClass === 'ship') continue;
    const pathable = pathableGrid(grid, cls);
    const standable = starts.filter((s) => {
      if (pathable[s.cell]) return true;
      const { offset, length } = where(s);
      const why = standing(cls, grid, s.cell);
      sink.report(smfRules.startUnpathable, offset, length, msg`team ${s.team} starts where ${why}`);
      return false;
    });
    const labels = regionsOf(
      pathable,
      width,
      height,
      standable.map((s) => s.cell),
    );
    const regionOf = standable.map((s) => labels[s.cell]);
    const sizes = new Map<number, number>();
    for (const r of regionOf) sizes.set(r, (sizes.get(r) ?? 0) + 1);
    if (sizes.size < 2) continue;
    const most = Math.max(...sizes.values());
    const main = [...sizes].filter(([, n]) => n === most);
    // With one largest region the others are cut off from it; with a tie every region is.
    const mainRegion = main.length === 1 ? main[0][0] : undefined;
    standable.forEach((s, k) => {
      if (regionOf[k] === mainRegion) return;
      const others = standable.filter((_, j) => regionOf[j] !== regionOf[k]).map((o) => o.team);
      const { offset, length } = where(s);
      const teams = others.join(', ');
      const count = counted(others.length, 'other start');
      const text = msg`${cls.name} cannot go from team ${s.team}'s start to ${count} (teams ${teams})`;
      sink.report(smfRules.startUnreachable, offset, length, text);
    });
  }
}

/** Where the game's main class (its bots) can stand, one byte per slope-map cell of 16x16 elmos. */
export function mainClassGround(model: SmfModel, game: Game) {
  const grid = model.heightMap && slopeGrid(model.header, model.heightMap);
  if (!grid) return undefined;
  const cls = mainMoveClass(game);
  return {
    name: cls.name,
    width: grid.width,
    height: grid.height,
    pathable: pathableGrid(grid, cls),
    cellElmos: CELL_ELMOS,
  };
}
